/** Frequently asked questions (spec §3): about 40, grouped on /faq by category; 10 also on the home page. */
import { ContentError, assertUnique } from '@/lib/content-check';

/** The home page's teaser shows this many (spec §2). */
export const FAQ_TEASER_COUNT = 10;

/** The categories in the order /faq shows them (spec §3). */
export const faqCategories = [
  'Osnove',
  'Procedura',
  'Cene',
  'Izbor stomatologa',
  'Održavanje',
  'Usluge',
  'Kvalitet',
  'Uslovi',
  'Adaptacija',
  'Bezbednost',
  'Materijali',
  'Oporavak',
] as const;

export type FaqCategory = (typeof faqCategories)[number];

export interface FaqItem {
  id: number;
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
  category: FaqCategory;
  /** One of the 10 questions on the home page. */
  teaser?: boolean;
}

export const faqs: readonly FaqItem[] = [
  {
    id: 1,
    question: 'Šta je Hollywood Smile?',
    answer:
      'Hollywood Smile je kompletna estetska transformacija osmeha, koja se najčešće izvodi keramičkim fasetama i krunicama na vidljivim zubima gornje i donje vilice. Cilj je ujednačen oblik, boja i raspored zuba, usklađen sa crtama lica, tako da osmeh izgleda lepo, ali i prirodno. Plan se uvek pravi individualno, nakon pregleda i razgovora o vašim željama.',
    category: 'Osnove',
    teaser: true,
  },
  {
    id: 2,
    question: 'Po čemu se Hollywood Smile razlikuje od izbeljivanja zuba?',
    answer:
      'Izbeljivanje menja samo nijansu prirodnih zuba i ne utiče na njihov oblik, veličinu ni položaj. Hollywood Smile pored boje koriguje i oblik, dužinu, manje razmake i blage nepravilnosti, jer se na zube postavljaju fasete ili krunice. Ako su vam zubi zdravi i pravilni, a smeta vam samo boja, izbeljivanje je često dovoljno i blaže rešenje.',
    category: 'Osnove',
  },
  {
    id: 3,
    question: 'Koliko zuba obuhvata Hollywood Smile?',
    answer:
      'Broj zuba zavisi od širine vašeg osmeha i stanja zuba. Najčešće se obrađuju zubi koji se vide pri osmehu, obično 8–10 zuba u gornjoj vilici, a po potrebi i u donjoj. Tačan broj određujemo na konsultaciji, na osnovu analize fotografija i pregleda.',
    category: 'Osnove',
  },
  {
    id: 4,
    question: 'Da li će novi zubi izgledati prirodno?',
    answer:
      'Naš tim planira oblik, nijansu i prozirnost faseta tako da budu usklađeni sa vašim licem, usnama i tenom. Savremena keramika propušta i odbija svetlost slično prirodnoj gleđi, pa dobro isplaniran rad po pravilu izgleda prirodno. Pre izrade definitivnih radova možete videti probni model i zajedno sa nama odlučiti o izgledu.',
    category: 'Osnove',
  },
  {
    id: 5,
    question: 'Da li je Hollywood Smile samo estetski zahvat?',
    answer:
      'Prvenstveno jeste estetski, ali se tokom planiranja proveravaju i zdravlje zuba, desni i zagrižaj. Pre postavljanja faseta ili krunica po potrebi se leče karijes, desni i dotrajali ispuni, tako da novi osmeh ima zdravu osnovu. Reč je o protetskom radu koji zahteva pažljivu stomatološku procenu, a ne o kozmetičkoj usluzi bez medicinskih aspekata.',
    category: 'Osnove',
  },
  {
    id: 6,
    question: 'Koliko traje izrada Hollywood Smile-a?',
    answer:
      'Kod većine pacijenata ceo postupak obuhvata 2–5 poseta u periodu od 5–10 dana, pa je novi osmeh u mnogim slučajevima moguć za oko 7 dana. Dok se izrađuju definitivni radovi, nosite privremene, tako da ni u jednom trenutku niste bez zuba. Ako je pre estetskog dela potrebno lečenje zuba ili desni, ukupno trajanje je duže, o čemu ćete biti obavešteni na konsultaciji.',
    category: 'Procedura',
    teaser: true,
  },
  {
    id: 7,
    question: 'Kako izgleda postupak korak po korak?',
    answer:
      'Prva poseta je konsultacija: pregled, fotografije osmeha i razgovor o željenom izgledu. Zatim sledi planiranje i probni model, pa priprema zuba i uzimanje otisaka ili digitalnog skena, nakon čega dobijate privremene radove. Na završnoj poseti definitivne fasete i krunice se probaju, po potrebi koriguju i trajno cementiraju.',
    category: 'Procedura',
  },
  {
    id: 8,
    question: 'Da li se zubi bruse za fasete?',
    answer:
      'Za fasete se najčešće uklanja tanak sloj gleđi, obično 0,3–0,5 mm, kako bi faseta legla u ravni sa susednim zubima. Za krunice je potrebna veća priprema, jer one obuhvataju ceo zub. Naš tim uklanja samo onoliko tkiva koliko je zaista neophodno, a to se procenjuje posebno za svaki zub.',
    category: 'Procedura',
  },
  {
    id: 9,
    question: 'Mogu li da vidim kako će osmeh izgledati pre početka?',
    answer:
      'Da. Na osnovu fotografija i otisaka izrađuje se probni model, koji se privremeno postavi preko vaših zuba da biste u ogledalu videli oblik i dužinu novih zuba. Tada je pravi trenutak da kažete šta vam se dopada, a šta biste promenili. Probni model je pouzdan orijentir, ali konačan izgled zavisi i od stanja zuba i desni.',
    category: 'Procedura',
  },
  {
    id: 10,
    question: 'Koliko traje jedna poseta?',
    answer:
      'Zavisi od faze lečenja. Konsultacija je kraća, dok priprema zuba i cementiranje definitivnih radova obično traju 1–3 sata. Raspored i okvirno trajanje svake posete dobijate unapred, kako biste mogli da uskladite svoje obaveze.',
    category: 'Procedura',
  },
  {
    id: 11,
    question: 'Koliko košta Hollywood Smile?',
    answer:
      'Cena zavisi od broja zuba, izabranog materijala i lečenja koje eventualno prethodi estetskom delu. Za kompletan osmeh na obe vilice cena se najčešće kreće u rasponu 5.000–10.000 EUR. Preciznu ponudu sa navedenim stavkama dobijate nakon besplatne konsultacije.',
    category: 'Cene',
    teaser: true,
  },
  {
    id: 12,
    question: 'Koliko košta delimična korekcija osmeha, samo na nekoliko zuba?',
    answer:
      'Ako nije potrebno raditi obe vilice, već samo zube koji se najviše vide ili pojedinačne nepravilnosti, trošak je manji. Za takvu delimičnu korekciju cena je obično 2.000–6.000 EUR, zavisno od broja zuba i materijala. Na konsultaciji procenjujemo da li je manji zahvat dovoljan za rezultat koji želite.',
    category: 'Cene',
  },
  {
    id: 13,
    question: 'Koliko košta jedna faseta?',
    answer:
      'Kao opšti orijentir, fasete koštaju 150–300 EUR po zubu, zavisno od materijala, složenosti slučaja i načina izrade. Kompozitne fasete su po pravilu znatno jeftinije od keramičkih, ali su i manje otporne na prebojavanje i habanje. Tačne cene po materijalu navedene su u našem cenovniku, a konačnu ponudu dobijate nakon pregleda.',
    category: 'Cene',
  },
  {
    id: 14,
    question: 'Šta je uključeno u cenu i da li postoje dodatni troškovi?',
    answer:
      'Pre početka dobijate plan terapije sa pojedinačnim stavkama, tako da unapred znate šta je obuhvaćeno ponudom. Zahvati koji su eventualno potrebni pre estetskog dela, poput lečenja karijesa, vađenja zuba ili skidanja kamenca, naplaćuju se posebno, prema cenovniku. Tako se izbegavaju neprijatna iznenađenja tokom lečenja.',
    category: 'Cene',
  },
  {
    id: 15,
    question: 'Zašto se cene Hollywood Smile-a razlikuju od ordinacije do ordinacije?',
    answer:
      'Cenu određuju vrsta i kvalitet materijala, rad zubotehničke laboratorije, iskustvo tima i to šta je sve uključeno u ponudu. Niska cena ponekad znači jeftiniji materijal, manje planiranja ili izostavljene korake poput probnog modela. Zato pri poređenju ponuda proverite šta tačno dobijate, a ne samo konačan iznos.',
    category: 'Cene',
  },
  {
    id: 16,
    question: 'Kako izgleda besplatna konsultacija?',
    answer:
      'Na konsultaciji naš tim pregleda zube i desni, fotografiše osmeh i razgovara sa vama o tome šta biste želeli da promenite. Dobijate predlog plana terapije, procenu broja poseta i okvirnu cenu. Konsultacija je besplatna i ne obavezuje vas na dalji tretman, a zakazuje se jednostavno, telefonskim pozivom naše ordinacije.',
    category: 'Izbor stomatologa',
    teaser: true,
  },
  {
    id: 17,
    question: 'Na šta da obratim pažnju pri izboru stomatologa za Hollywood Smile?',
    answer:
      'Pitajte za iskustvo u estetskoj protetici, pogledajte fotografije ranijih radova pre i posle i proverite da li se pre početka radi detaljan plan i probni model. Dobar stomatolog objašnjava i prednosti i ograničenja zahvata, kao i moguće alternative, umesto da obećava savršen rezultat. Važno je i da se osećate slobodno da postavite svako pitanje.',
    category: 'Izbor stomatologa',
  },
  {
    id: 18,
    question: 'Ko radi na mom osmehu?',
    answer:
      'Terapiju vodi stomatolog iz našeg tima, a kada je potrebno uključuju se i oralni hirurg, endodont ili ortodont. Fasete i krunice izrađuje zubotehnička laboratorija prema planu koji smo zajedno sa vama usvojili. Tokom celog lečenja imate isti tim kome se možete obratiti sa pitanjima.',
    category: 'Izbor stomatologa',
  },
  {
    id: 19,
    question: 'Kako se održavaju fasete i krunice?',
    answer:
      'Fasete i krunice se održavaju slično prirodnim zubima: pranje dva puta dnevno mekom četkicom i neabrazivnom pastom, uz svakodnevno korišćenje konca ili interdentalnih četkica. Preporučujemo kontrolne preglede i profesionalno čišćenje na svakih 6 meseci, kako bi se na vreme uočile promene na desnima ili ivicama radova. Ako noću škripite zubima, stomatolog može preporučiti zaštitnu foliju.',
    category: 'Održavanje',
    teaser: true,
  },
  {
    id: 20,
    question: 'Da li fasete menjaju boju vremenom?',
    answer:
      'Keramika je otporna na prebojavanje i zadržava boju znatno bolje od prirodnih zuba i kompozita. Kafa, čaj, crno vino i duvan ipak mogu da oboje prirodne zube i ivice uz desni, pa je redovna higijena važna. Kompozitne fasete su sklonije promeni boje i vremenom im je potrebno poliranje.',
    category: 'Održavanje',
  },
  {
    id: 21,
    question: 'Šta treba izbegavati da se fasete ne bi oštetile?',
    answer:
      'Izbegavajte grickanje veoma tvrdih stvari, kao što su led, koštice, olovke ili nokti, i ne otvarajte ambalažu zubima. Ako se bavite kontaktnim sportom, nosite štitnik za zube. Ako primetite da se neka faseta okrnjila ili da nešto nije kao ranije, javite se našoj ordinaciji što pre.',
    category: 'Održavanje',
  },
  {
    id: 22,
    question: 'Koje usluge nudite pored Hollywood Smile-a?',
    answer:
      'Pored kompletne transformacije osmeha, radimo implantate, krunice i mostove, oralnu hirurgiju, izbeljivanje zuba, fiksne ortodontske aparatiće i rešenja „All on 6“. Tu su i redovne usluge poput lečenja zuba, plombi i skidanja kamenca. Tako se ceo plan lečenja može sprovesti na jednom mestu.',
    category: 'Usluge',
  },
  {
    id: 23,
    question: 'Šta je „All on 6“?',
    answer:
      '„All on 6“ je rešenje za pacijente koji su izgubili sve ili većinu zuba u jednoj vilici: fiksni most se pričvršćuje na šest implantata i pacijent ga ne skida. Radi se sa metalokeramičkim ili bezmetalnim krunicama, a prema našem cenovniku cena je 5.000 EUR za metalokeramičku i 7.000 EUR za bezmetalnu varijantu. Privremeni rad se isporučuje za 5 dana, a definitivni po pravilu nakon što implantati srastu sa kosti.',
    category: 'Usluge',
  },
  {
    id: 24,
    question: 'Da li radite implantate i koliko koštaju?',
    answer:
      'Da, ugradnja implantata je jedna od naših osnovnih usluga. Cena implantata je 550 EUR, a premium implantata 750 EUR. Ukupan trošak zavisi i od krunice na implantatu i od eventualne potrebe za nadoknadom kosti, pa tačnu ponudu dobijate nakon pregleda i snimka.',
    category: 'Usluge',
  },
  {
    id: 25,
    question: 'Da li radite izbeljivanje zuba?',
    answer:
      'Da, nudimo izbeljivanje u ordinaciji, koje za obe vilice košta 300 EUR, i kućno izbeljivanje sa individualnim folijama za 200 EUR. Pre izbeljivanja proveravamo zube i desni i po potrebi uklanjamo kamenac. Imajte u vidu da izbeljivanje ne menja boju postojećih faseta, krunica i plombi.',
    category: 'Usluge',
  },
  {
    id: 26,
    question: 'Koliko dugo traju rezultati?',
    answer:
      'Uz dobru higijenu i redovne kontrole, keramičke fasete i krunice traju 10–15+ godina. Trajnost zavisi od materijala, zagrižaja, navika poput škripanja zubima i od svakodnevne nege. Nijedan stomatološki rad nije večan, ali se uz pravilno održavanje dugo zadržavaju i izgled i funkcija.',
    category: 'Kvalitet',
    teaser: true,
  },
  {
    id: 27,
    question: 'Da li fasete mogu da otpadnu ili puknu?',
    answer:
      'Pravilno cementirane keramičke fasete čvrsto su vezane za zub i pri normalnom korišćenju ne otpadaju. Do pucanja ili odlepljivanja može doći usled jakog udarca, grickanja tvrdih predmeta ili nelečenog škripanja zubima. U takvom slučaju faseta se najčešće može ponovo zalepiti ili zameniti novom.',
    category: 'Kvalitet',
  },
  {
    id: 28,
    question: 'Kako proveravate kvalitet rada pre trajnog postavljanja?',
    answer:
      'Pre cementiranja definitivne fasete i krunice se probaju u ustima, a proveravamo naleganje, ivice uz desni, boju i zagrižaj. Radovi se trajno lepe tek kada su i izgled i funkcija zadovoljavajući, i za vas i za naš tim. Na kontrolnom pregledu posle postavljanja proveravamo kako su se desni i zagrižaj prilagodili.',
    category: 'Kvalitet',
  },
  {
    id: 29,
    question: 'Ko je dobar kandidat za Hollywood Smile?',
    answer:
      'Dobar kandidat je osoba koja želi da promeni boju, oblik ili raspored zuba, a ima zdrave desni i dovoljno zdrave strukture zuba. Pacijenti moraju biti punoletni, pa se zahvat radi tek nakon 18. godine, kada je razvoj zuba i vilica završen. Da li je Hollywood Smile pravo rešenje za vas ili postoji blaža alternativa, procenjujemo na konsultaciji.',
    category: 'Uslovi',
    teaser: true,
  },
  {
    id: 30,
    question: 'Mogu li da uradim Hollywood Smile ako imam karijes ili upaljene desni?',
    answer:
      'Možete, ali tek nakon lečenja. Fasete i krunice se postavljaju na zdravu osnovu, pa se karijes, upala desni i eventualni problemi sa kanalima korena prvo saniraju. To može produžiti ukupno trajanje terapije, ali značajno doprinosi dugotrajnosti rezultata.',
    category: 'Uslovi',
  },
  {
    id: 31,
    question: 'Da li je Hollywood Smile moguć ako škripim zubima?',
    answer:
      'Škripanje zubima (bruksizam) ne isključuje automatski Hollywood Smile, ali povećava opterećenje na radove i rizik od oštećenja. U takvim slučajevima pažljivije biramo materijal i planiramo zagrižaj, a posle postavljanja obično preporučujemo noćnu zaštitnu foliju. O tome da li je zahvat za vas izvodljiv odlučujemo nakon pregleda.',
    category: 'Uslovi',
  },
  {
    id: 32,
    question: 'Koliko je potrebno da se naviknem na nove zube?',
    answer:
      'Većina pacijenata se na nove zube navikne za nekoliko dana do dve nedelje. U početku jezik i usne mogu da osete drugačiji oblik i debljinu zuba, ali se to brzo prilagodi. Ako vam nešto smeta pri zagrižaju, javite se, jer se manje korekcije rade brzo.',
    category: 'Adaptacija',
  },
  {
    id: 33,
    question: 'Da li fasete utiču na govor?',
    answer:
      'Neposredno nakon postavljanja neki pacijenti primećuju blagu promenu pri izgovoru pojedinih glasova, najčešće „s“, „z“ i „c“. To obično prolazi za nekoliko dana, dok se jezik ne navikne na novi oblik zuba. Ako smetnja potraje, na kontrolnom pregledu proveravamo dužinu i oblik radova.',
    category: 'Adaptacija',
  },
  {
    id: 34,
    question: 'Da li je Hollywood Smile bezbedan?',
    answer:
      'Kada se radi nakon detaljnog pregleda i planiranja, u sterilnim uslovima i sa proverenim materijalima, Hollywood Smile se smatra bezbednim zahvatom. Kao i kod svakog stomatološkog rada, postoje mogući neželjeni efekti, poput privremene osetljivosti zuba, iritacije desni ili, ređe, potrebe za lečenjem kanala korena. Zato pre početka dobijate objašnjenje mogućih rizika i alternativa.',
    category: 'Bezbednost',
    teaser: true,
  },
  {
    id: 35,
    question: 'Da li brušenje trajno slabi zube?',
    answer:
      'Uklanjanje gleđi je nepovratno, zato se trudimo da priprema bude što manja i da se sačuva što više zdravog tkiva. Zub ispod fasete ili krunice ostaje živ i zaštićen, a rad preuzima ulogu uklonjenog sloja. Kod zuba koji su već jako oštećeni, krunica ih često čak dodatno štiti od pucanja.',
    category: 'Bezbednost',
  },
  {
    id: 36,
    question: 'Da li mogu da budem alergičan na materijale?',
    answer:
      'Keramika i cirkonija su biokompatibilni materijali i alergijske reakcije na njih su veoma retke. Ako imate poznatu alergiju na metale, preporučujemo bezmetalne krunice. O svim alergijama i lekovima koje uzimate obavestite nas na konsultaciji.',
    category: 'Bezbednost',
  },
  {
    id: 37,
    question: 'Koja je razlika između faseta i krunica?',
    answer:
      'Faseta je tanka keramička ljuspica koja prekriva prednju površinu zuba, pa zahteva minimalnu pripremu. Krunica obuhvata ceo zub i preporučuje se kada je zub znatno oštećen, lečen ili ima veliku plombu. Kod Hollywood Smile-a se često kombinuju: fasete na zdravim zubima, a krunice tamo gde je zubu potrebna veća zaštita.',
    category: 'Materijali',
    teaser: true,
  },
  {
    id: 38,
    question: 'Koji materijali se koriste za fasete i krunice?',
    answer:
      'Za fasete se najčešće koristi staklokeramika, koja je veoma estetska i propušta svetlost kao prirodna gleđ. Krunice od cirkonije spajaju čvrstoću i lep izgled, a metalokeramičke su ekonomičnije rešenje, pogodno pre svega za bočne zube. Kompozit je jeftinija, ali manje trajna opcija, a izbor materijala zavisi od stanja zuba i vaših želja.',
    category: 'Materijali',
  },
  {
    id: 39,
    question: 'Da li je postupak bolan?',
    answer:
      'Priprema zuba radi se uz lokalnu anesteziju, pa je sam zahvat za većinu pacijenata bezbolan. Kada anestezija prođe, moguća je blaga osetljivost na hladno i toplo ili nelagodnost u desnima, koja obično prolazi za nekoliko dana. Za pacijente sa izraženim strahom postoji mogućnost sedacije, o čemu razgovaramo na konsultaciji.',
    category: 'Oporavak',
    teaser: true,
  },
  {
    id: 40,
    question: 'Kada mogu da se vratim svakodnevnim obavezama?',
    answer:
      'Većina pacijenata se vraća poslu i uobičajenim aktivnostima isti ili sledeći dan. Prvih dana preporučuje se mekša hrana i izbegavanje veoma hladnih i vrućih napitaka ako su zubi osetljivi. Kontrolni pregled nakon postavljanja radova služi da proverimo kako se desni i zagrižaj prilagođavaju.',
    category: 'Oporavak',
  },
];

/** The build stops on a malformed FAQ list, naming the entry (ids must be unique; exactly 10 teasers). */
function checkFaqs(items: readonly FaqItem[]): void {
  assertUnique(items, 'id', (item) => `content/faq.ts › faqs[id=${item.id}]`);
  for (const item of items) {
    const source = `content/faq.ts › faqs[id=${item.id}]`;
    if (!item.question.trim().endsWith('?')) throw new ContentError(source, 'question', 'must end with "?"');
    if (!item.answer.trim()) throw new ContentError(source, 'answer', 'must not be empty');
  }
  const teasers = items.filter((item) => item.teaser).length;
  if (teasers !== FAQ_TEASER_COUNT) {
    throw new ContentError('content/faq.ts', 'teaser', `exactly ${FAQ_TEASER_COUNT} items must be marked for the home page, got ${teasers}`);
  }
}

checkFaqs(faqs);
