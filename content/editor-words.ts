/**
 * The wording of the editor's own additions at /admin/ (admin/: the price field, the home page's questions, save
 * checks, photo uploads, list counts): interface wording for the clinic, edited by a developer. Decap's own interface
 * is its Serbian translation (scripts/copy-decap.mjs).
 */
import { FAQ_TEASER_COUNT } from '@/lib/schemas/faq';

/** What a removed entry is, by its file: a service of the price list, a question, else an entry. */
const entryKind = (file: string) =>
  file.endsWith('price-list.json') ? 'uslugu' : file.endsWith('faq.json') ? 'pitanje' : file.endsWith('.md') ? 'članak' : 'stavku';
/** Who uses a removed entry: an article by its title ("Blog › „…“ › Tekst" → članak „…“), else the place. */
const usedBy = (other: string, kind: string) => {
  const article = /^Blog(?: \(EN\))? › („[^“]*“)/.exec(other);
  const user = article ? `članak ${article[1]}${other.includes('(EN)') ? ' (engleska verzija)' : ''}` : other;
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} koristi ${user}`;
};
/** The other place, as the object of "prvo izmenite …". */
const otherWhat = (other: string) => (/^Blog/.test(other) ? 'članak' : 'taj tekst');

export const editorWords = {
  close: 'Zatvori',
  /** The notice's close button, for a screen reader: what it closes. */
  closeNotice: 'Zatvori ovu poruku',
  /** Decap's local backup of an entry's unpublished changes (admin/local-backup.ts). */
  backup: {
    question:
      'Ovaj unos ima lokalnu rezervnu kopiju: izmene koje ste uneli ranije, a niste objavili. Da li želite da ih vratite u obrazac? „OK“ ih vraća, „Otkaži“ briše rezervnu kopiju.',
    restored: 'Vraćena je lokalna rezervna kopija: obrazac prikazuje izmene koje niste objavili. Pregledajte ih, pa pritisnite „Objavi“.',
    failed:
      'Rezervna kopija nije vraćena u obrazac: obrazac prikazuje objavljeni unos. Kopija je sačuvana: učitajte stranicu ponovo i potvrdite vraćanje još jednom.',
  },
  /** An entry's address typed while another entry was open (admin/entry-switch.ts): the editor loads it afresh. */
  entrySwitch: {
    opened: 'Otvoren je unos sa adrese koju ste upisali.',
    lost: 'Izmene prethodnog unosa koje niste objavili nisu sačuvane.',
  },
  /** „Pre objave: za potvrdu“ (admin/confirmations.ts): the pane beside the list. */
  confirmations: {
    heading: 'Za potvrdu pre objave',
    lead: (count: number) =>
      `Još ${count} ${count % 10 === 1 && count % 100 !== 11 ? 'stavka čeka' : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? 'stavke čekaju' : 'stavki čeka'} potvrdu. Sajt se ne objavljuje na pravoj adresi dok ih ima. Otvorite mesto svake stavke, proverite tekst, pa je ovde označite kao potvrđenu.`,
    allConfirmed: 'Sve je potvrđeno.',
    confirmed: 'Potvrđeno',
    byClinic: 'Potvrđuje ordinacija.',
    byLawyer: 'Potvrđuje pravnik ordinacije.',
  },
  price: {
    /** Under the field while it holds a price: how it will read on the site. */
    reads: (shown: string) => `Na sajtu: ${shown}`,
    bigChange: (saved: string, next: string) =>
      `Nova cena (${next}) je više od tri puta veća ili manja od sačuvane (${saved}). Ako je tačna, potvrdite je ispod polja.`,
    confirm: (next: string) => `Da, nova cena je ${next}`,
  },
  homeQuestions: {
    /** Beside each question's "on the home page" box: the count she must reach. */
    count: (chosen: number) => `Na početnoj strani: ${chosen} od ${FAQ_TEASER_COUNT} pitanja`,
    tooMany: (chosen: number) =>
      `Broj označenih pitanja: ${chosen}. Početna strana prikazuje tačno ${FAQ_TEASER_COUNT}: isključite ${chosen - FAQ_TEASER_COUNT}.`,
    tooFew: (chosen: number) =>
      `Broj označenih pitanja: ${chosen}. Početna strana prikazuje tačno ${FAQ_TEASER_COUNT}: uključite još ${FAQ_TEASER_COUNT - chosen}.`,
  },
  save: {
    refused: 'Izmena nije sačuvana. Ispravite ovo, pa ponovo pritisnite „Objavi“:',
    /** The error Decap shows in its own toast ("Greška pri čuvanju: …"). */
    toast: 'pogledajte spisak na dnu ekrana',
    /** How a new article's file is named in a message before Decap makes its name from the title. */
    newEntry: 'novi-clanak',
    /** After a Serbian edit's places in the English form that it no longer fits (issue 27): what to do. */
    /**
     * A Serbian text changed to name other figures than its English translation (issue 42: the two languages never
     * say different things). Named at the Serbian field; `english` is the English text's place in its form.
     */
    inStep: (english: string) =>
      `s ovom izmenom srpski tekst navodi druge cene, rokove ili podatke nego njegov engleski prevod (${english}), pa bi srpska i engleska strana govorile različito. Vratite podatke kakvi su bili i objavite; da se isti podatak promeni u oba jezika zajedno, zamolite programera.`,
    translationHelp:
      'Ovaj deo sajta ima i englesku verziju, a ona ovo još nema. Tekst u polju koje je bilo prazno: upišite prvo engleski (Engleski prevod, isto polje) i objavite ga, pa kad se sajt ponovo izgradi (nekoliko minuta) objavite i srpski. Stavka dodata ili obrisana u listi koja se prevodi redom (npr. „Uključeno“ u paketu) menja oba fajla istovremeno, a to uređivač ne može da uradi: zamolite programera, ili objavite izmenu bez tog dela.',
    /** An English article (the blog's English column) that the build would refuse, by the kind of problem. */
    english: {
      serbian: (found: string) => `srpska slova ili srpski zapis broja („${found}“); engleski tekst ih ne sadrži`,
      quotes: (found: string) => `ravni navodnici ili apostrof („${found}“); na engleskom se pišu “ ” i ’`,
      typed: (found: string) => `cena ili trajanje upisani brojem („${found}“); upišite referencu kao u srpskom tekstu, npr. {cena:keramicka-faseta}`,
      references: (lacking: string, extra = '') =>
        `reference nisu iste kao u srpskom tekstu (${[lacking && `u engleskom nedostaje ${lacking}`, extra && `u engleskom je višak ${extra}`].filter(Boolean).join('; ')}); obe kolone imaju iste reference, a oko njih svaka svoj jezik`,
    },
    /**
     * A problem the save would cause anywhere on the site (issue 42, admin/site-check.ts), at the place changed: in the
     * saved file at its field; in another file at the change that causes it, with that place named.
     */
    site: {
      own: (place: string, problem: string) => `${place}: ${problem}`,
      removed: (file: string, list: string, entry: string, other: string, problem: string) =>
        `${list} › ${entry}: ${usedBy(other, entryKind(file))} (${problem}) – prvo izmenite ${otherWhat(other)} ili zadržite ${entryKind(file)}`,
      changed: (place: string, other: string, problem: string) =>
        `${place}: s ovom izmenom ne važi ${other} (${problem}) – vratite prethodnu vrednost ili prvo izmenite ${otherWhat(other)}`,
      /** An article's deletion refused (its title, then the lines): nothing was deleted. */
      deleteRefused: 'Članak nije obrisan. Drugi tekstovi ga navode:',
      /** Shown while the whole site is checked, which takes a second or two. */
      checking: 'Proveravam ceo sajt sa ovom izmenom…',
    },
    /** An entry on the Serbian page without its English (a new team member): saved, and not on the English page yet. */
    untranslated: (place: string) =>
      `${place}: još nema engleski prevod, pa se ne prikazuje na engleskom sajtu. Dodajte ga u Engleski prevod (posle ponovne izgradnje sajta, nekoliko minuta).`,
    /** A Serbian save that leaves English texts saying something else (issue 42): saved, and the English left out. */
    outdated: {
      title: 'Sačuvano. Engleski sajt se razlikuje od srpskog na ovim mestima:',
      line: (question: string) =>
        `„${question}“: srpski tekst sada navodi druge podatke (cene, rokove) nego engleski. Dok ne ažurirate prevod (Engleski prevod › Česta pitanja), ovo pitanje se ne prikazuje na engleskom sajtu.`,
    },
    /** A started English translation: whole or not at all. */
    englishHelp:
      'Engleski prevod članka (kolona „Pisanje na EN“) objavljuje se ceo: popunite i ova polja, ili ispraznite sva polja te kolone, pa članak do tada nije na engleskom sajtu.',
  },
  /** The forms of the English words (lib/cms-translation.ts): one per data file with English words. */
  english: {
    form: {
      name: 'engleski',
      label: 'Engleski prevod',
      description:
        'Tekstovi engleskog sajta (/en/): cenovnik, česta pitanja, početna strana, paketi, rokovi i garancija, stranice i podaci o ordinaciji. Cene, brojevi, slike i oznake su iz srpskih fajlova i ovde se ne upisuju. Engleski članci se pišu u Blogu, u engleskoj koloni.',
      fileLabel: (collection: string, file: string) => `${collection} › ${file}`,
      twin: {
        label: 'Prevod srpske stavke',
        hint: 'Stavka srpskog fajla koju ova stavka prevodi. Nova srpska stavka je na ovom spisku čim je objavljena: otvorite ovaj obrazac posle njene objave, dodajte stavku i izaberite je. Stavka bez prevoda se ne prikazuje na engleskom sajtu.',
        /** In a file whose every entry other texts name (content/translations.ts EVERY_ENTRY_TRANSLATED). */
        hintEveryEntry:
          'Stavka srpskog fajla koju ova stavka prevodi. Svaka srpska stavka ovde mora imati prevod, jer je navode drugi tekstovi engleskog sajta. Nova srpska stavka je na ovom spisku čim je objavljena: otvorite ovaj obrazac posle njene objave, dodajte stavku i izaberite je.',
      },
      positionalHint:
        'Stavke se prevode redom, kao u srpskoj listi, pa se ovde ne dodaju, ne brišu i ne premeštaju. Stavku dodajete ili brišete u obe liste istom izmenom, a to uređivač ne može da uradi: zamolite programera.',
    },
    categoryNames: 'Nazivi kategorija na engleskom',
    /** An English entry whose chosen Serbian entry is not in the list at its place. */
    orphan: 'ova stavka ne prevodi nijednu stavku srpske liste na ovom mestu: izaberite stavku iz te liste ili je obrišite',
    /** A Serbian entry other English texts name, left without its English. */
    untranslated: (serbian: string) => `nedostaje prevod srpske stavke ${serbian}: drugi tekstovi engleskog sajta je navode, pa je dodajte`,
    /** The pane beside the English form (admin/side-by-side.ts): each text under its Serbian original. */
    sideBySide: {
      heading: 'Srpski i engleski',
      lead: 'Srpski tekst i njegov engleski prevod, za svako polje ovog fajla. Menja se dok pišete.',
      serbian: 'Srpski',
      english: 'Engleski',
      untranslated: 'Još bez prevoda (ne prikazuje se na engleskom sajtu)',
      unfit: 'Nedostaje engleski tekst ili je na pogrešnom mestu',
    },
    /** The refusal's last line, after the English words' problems. */
    help: 'Engleski tekst se piše bez slova č, ć, š, ž i đ, sa navodnicima “ ” i apostrofom ’, i sa istim referencama u vitičastim zagradama kao srpski tekst.',
  },
  englishSlug: {
    /** In the Serbian column, where the field has no value: the English column holds it. */
    elsewhere: 'Upisuje se u engleskoj koloni („Pisanje na EN“).',
  },
  photo: {
    refused: 'Fotografija nije dodata.',
    heic: (name: string) =>
      `${name} je u formatu HEIC, koji sajt ne može da prikaže. Izvezite je kao JPG (na iPhone-u: Podešavanja → Kamera → Formati → „Najkompatibilnije“, pa fotografišite ponovo; ili je podelite kao JPG) i dodajte ponovo.`,
    format: (name: string) => `${name} nije fotografija u formatu JPG, PNG ili WebP.`,
    tooLarge: (name: string, megabytes: number, limit: number) =>
      `${name} ima ${String(megabytes).replace('.', ',')} MB, a najviše je ${limit} MB. Pošaljite manju fotografiju.`,
    unreadable: (name: string) => `${name} ne može da se otvori kao slika. Sačuvajte je ponovo kao JPG i dodajte je.`,
    working: 'Fotografija se priprema (smanjuje i čisti od podataka o lokaciji)…',
  },
  list: {
    remove: 'Obriši',
    toggle: 'Otvori ili zatvori',
    /** What the delete question names when the item has no name yet. */
    thisItem: 'ovu stavku',
    confirmRemove: (what: string) => `Obrisati ${what}? Posle objave stavka nestaje sa sajta.`,
  },
  /** Decap's own labels of the publish button and its menu item (its Serbian translation), which the editor listens for. */
  decapPublish: ['Objavi', 'Objavi odmah'],
  deploy: {
    /** Beside the host's badge (admin/deploy-status.ts). */
    label: 'Poslednja objava:',
    badgeAlt: 'stanje poslednje objave sajta (zeleno: na sajtu; crveno: nije objavljena, sajt je ostao kakav je bio)',
  },
  googleTitle: {
    /** Shown in an empty "title for Google" field: the page's own title is used then. */
    empty: (title: string) => `Prazno: Google prikazuje naslov „${title}“`,
    /** Under a title for Google the clinic set herself, when it is not the article's title (issue 42). */
    differs: (title: string) => `Google prikazuje ovaj naslov, ne naslov članka („${title}“). Da bi pratio naslov članka, ispraznite polje.`,
  },
} as const;
