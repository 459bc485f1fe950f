/** Frequently asked questions (spec §3): about 40, grouped on /faq by category; 10 also on the home page. */
import { parseContent } from '@/lib/content-check';
import { faqListSchema, type FaqItem } from '@/lib/schemas/faq';

export { FAQ_TEASER_COUNT, faqCategories, type FaqCategory, type FaqItem } from '@/lib/schemas/faq';

/** Checked at load (lib/schemas/faq.ts): unique ids, a "?" on every question, exactly 10 teasers. */
export const faqs: readonly FaqItem[] = parseContent(
  faqListSchema,
  [
    {
      id: 1,
      question: 'Šta je Hollywood Smile?',
      answer:
        'Hollywood Smile je kompletna estetska transformacija osmeha, koja se najčešće izvodi keramičkim fasetama i krunicama na vidljivim zubima gornje i donje vilice. Cilj su ujednačeni oblik, boja i raspored zuba, usklađeni sa crtama lica, tako da osmeh bude skladan i prirodan. Plan se uvek pravi individualno, posle pregleda i razgovora o vašim željama.',
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
        'Broj zuba zavisi od širine vašeg osmeha i stanja zuba. Najčešće se obrađuju zubi koji se vide pri osmehu: obično 8–10 zuba u gornjoj vilici, a po potrebi i u donjoj. Tačan broj određujemo na konsultaciji, na osnovu pregleda i analize fotografija.',
      category: 'Osnove',
    },
    {
      id: 4,
      question: 'Da li će novi zubi izgledati prirodno?',
      answer:
        'Naš tim planira oblik, nijansu i prozirnost faseta tako da budu usklađeni sa vašim licem, usnama i tenom. Savremena keramika propušta i odbija svetlost slično prirodnoj gleđi, pa dobro isplaniran rad po pravilu izgleda prirodno. Pre izrade definitivnih radova izgled proveravate na probnom osmehu, a o njemu odlučujemo zajedno.',
      category: 'Osnove',
    },
    {
      id: 5,
      question: 'Da li je Hollywood Smile samo estetski zahvat?',
      answer:
        'Prvenstveno jeste estetski, ali se tokom planiranja proveravaju i zdravlje zuba, desni i zagrižaj. Pre postavljanja faseta ili krunica po potrebi se leče karijes, desni i dotrajale plombe, tako da novi osmeh ima zdravu osnovu. Reč je o protetskom radu koji zahteva pažljivu stomatološku procenu, a ne o kozmetičkoj usluzi bez medicinskih aspekata.',
      category: 'Osnove',
    },
    {
      id: 6,
      question: 'Koliko traje izrada Hollywood Smile-a?',
      answer:
        'Kod većine pacijenata kojima nije potrebno prethodno lečenje rad obuhvata 2–5 poseta u periodu od 5–10 dana i najčešće je gotov za 7 dana. Privremene fasete ili krunice dobijate istog dana kada se zubi pripreme, pa se pripremljeni zubi nijednog trenutka ne vide. Ako je pre estetskog dela potrebno lečenje zuba ili desni, tretman ide u dve faze, a rok dobijate u pisanom planu terapije.',
      category: 'Procedura',
      teaser: true,
    },
    {
      id: 7,
      question: 'Kako izgleda postupak korak po korak?',
      answer:
        'Prva poseta je konsultacija: pregled, fotografije osmeha i razgovor o željenom izgledu. Zatim slede digitalni dizajn i probni osmeh, pa priprema zuba i digitalni sken ili otisci. Istog dana dobijate privremene radove. Na završnoj poseti definitivne fasete i krunice se probaju, po potrebi koriguju i trajno cementiraju.',
      category: 'Procedura',
    },
    {
      id: 8,
      question: 'Da li se zubi bruse za fasete?',
      answer:
        'Za fasete se najčešće uklanja tanak sloj gleđi, obično 0,3–0,5 mm, kako bi faseta legla u ravni sa susednim zubima. Za krunice je potrebna veća priprema: krunica obuhvata ceo zub, a njen zid je debeo 1,5–2 mm. Naš tim uklanja samo onoliko tkiva koliko je zaista neophodno i to procenjuje posebno za svaki zub.',
      category: 'Procedura',
    },
    {
      id: 9,
      question: 'Mogu li da vidim kako će osmeh izgledati pre početka?',
      answer:
        'Da. Na osnovu fotografija i otisaka izrađuje se probni osmeh (mock-up), koji se privremeno postavi preko vaših zuba. U ogledalu tada vidite oblik i dužinu novih zuba, a možete da proverite i izgovor. To je pravi trenutak da kažete šta vam se dopada, a šta biste promenili. Probni osmeh je pouzdan orijentir, ali konačan izgled zavisi i od stanja zuba i desni.',
      category: 'Procedura',
    },
    {
      id: 10,
      question: 'Koliko traje jedna poseta?',
      answer:
        'Zavisi od faze lečenja. Konsultacija traje oko sat vremena. Priprema zuba i cementiranje definitivnih radova obično traju 1–3 sata. Raspored i okvirno trajanje svake posete dobijate unapred, da biste mogli da uskladite svoje obaveze.',
      category: 'Procedura',
    },
    {
      id: 11,
      question: 'Koliko košta Hollywood Smile?',
      answer:
        'Za kompletan Hollywood Smile na obe vilice ukupan iznos se najčešće kreće u rasponu 5.000–10.000 €. Osnova je specijalna ponuda iz cenovnika: 5.000 € za do 12 estetskih radova (faseta i krunica), kada se ceo obim radi odjednom, u jednom ciklusu. Iznos raste ako je potrebno više od 12 radova i ako zubi pre estetskog dela traže pripremu (lečenje kanala, nadogradnje, desni, kamenac), koja se naplaćuje po cenovniku. Pisani plan sa cenom svakog rada dobijate posle besplatne konsultacije.',
      category: 'Cene',
      teaser: true,
    },
    {
      id: 12,
      question: 'Koliko košta delimična korekcija osmeha, samo na nekoliko zuba?',
      answer:
        'Ako se ne radi ceo osmeh, već samo zubi koji se najviše vide, govorimo o korekciji osmeha na 4–10 zuba. Za takvu korekciju cena je obično 2.000–6.000 €. Računica je jednostavna: redovna cena estetskog rada u zoni osmeha je 500 € po radu, a kod ovakvih korekcija priprema zuba obično ne prelazi 1.000 €. Paketi faseta, kada se svi zubi rade odjednom, isti obim pojeftinjuju i ostaju u ovom rasponu; opisani su u vodiču kroz cene na našem blogu. Na konsultaciji procenjujemo da li je manji zahvat dovoljan za osmeh koji želite.',
      category: 'Cene',
    },
    {
      id: 13,
      question: 'Koliko košta jedna faseta?',
      answer:
        'U Srbiji i regionu keramička faseta obično košta 150–300 € po zubu. U taj raspon ulaze i izrade bez digitalnog dizajna i probnog osmeha. Kod nas keramička faseta košta od 350 € po zubu, a cena obuhvata digitalni dizajn, probni osmeh kada je indikovan, privremenu fasetu, cementiranje i prvu kontrolu. Kompozitna faseta košta 50 € po zubu; jeftinija je, ali je manje otporna na prebojavanje i habanje. Osnovne cene su u cenovniku, a konačnu ponudu dobijate posle pregleda.',
      category: 'Cene',
    },
    {
      id: 14,
      question: 'Šta je uključeno u cenu i da li postoje dodatni troškovi?',
      answer:
        'Pre početka dobijate pisani plan terapije sa pojedinačnim stavkama, pa unapred znate šta ponuda obuhvata. Cena faseta i krunica uključuje digitalni dizajn, probni osmeh kada je indikovan, privremeni rad, cementiranje i prvu kontrolu posle 6 meseci. Zahvati koji su potrebni pre estetskog dela, poput lečenja karijesa, vađenja zuba ili uklanjanja kamenca, naplaćuju se posebno, po cenovniku. Tako se izbegavaju neprijatna iznenađenja tokom lečenja.',
      category: 'Cene',
    },
    {
      id: 15,
      question: 'Zašto se cene Hollywood Smile-a razlikuju od ordinacije do ordinacije?',
      answer:
        'Cenu određuju vrsta materijala, rad zubotehničke laboratorije, iskustvo tima i to šta ponuda obuhvata. Jedna ponuda može da uključi digitalni dizajn, probni osmeh, privremene radove i kontrole, a druga samo izradu i cementiranje. Zato pri poređenju ponuda, pa i naše, pitajte šta tačno obuhvata svaka stavka, a ne gledajte samo konačan iznos.',
      category: 'Cene',
    },
    {
      id: 16,
      question: 'Kako izgleda besplatna konsultacija?',
      answer:
        'Na konsultaciji naš tim pregleda zube i desni, fotografiše osmeh i razgovara sa vama o tome šta biste želeli da promenite. Dobijate predlog plana terapije, procenu broja poseta i okvirnu cenu. Konsultacija traje oko sat vremena, besplatna je i ne obavezuje vas na dalji tretman. To važi za estetske i protetske radove; prvi ortodontski pregled ima svoju stavku u cenovniku. Zakazuje se telefonom, radnim danima 10–20 h.',
      category: 'Izbor stomatologa',
      teaser: true,
    },
    {
      id: 17,
      question: 'Na šta da obratim pažnju pri izboru stomatologa za Hollywood Smile?',
      answer:
        'Pitajte za iskustvo u estetskoj protetici, pogledajte fotografije ranijih radova pre i posle i proverite da li se pre početka radi detaljan plan i probni osmeh. Dobar stomatolog objašnjava i prednosti i ograničenja zahvata, kao i moguće alternative, a ne obećava savršen rezultat. Pitajte i za pisanu garanciju i uslove pod kojima važi. Ista pitanja slobodno postavite i nama.',
      category: 'Izbor stomatologa',
    },
    {
      id: 18,
      question: 'Ko radi na mom osmehu?',
      answer:
        'Terapiju vodi stomatolog iz našeg tima, a kada je potrebno, uključuju se oralni hirurg, specijalista endodoncije ili specijalista ortopedije vilica. Fasete i krunice izrađuje zubotehnička laboratorija prema planu koji smo zajedno sa vama usvojili. Tokom celog lečenja imate isti tim, kome se možete obratiti sa pitanjima.',
      category: 'Izbor stomatologa',
    },
    {
      id: 19,
      question: 'Kako se održavaju fasete i krunice?',
      answer:
        'Fasete i krunice se održavaju slično prirodnim zubima: pranje dva puta dnevno mekom četkicom i neabrazivnom pastom, uz svakodnevno korišćenje konca ili interdentalnih četkica. Kontrolni pregled i profesionalno čišćenje preporučujemo na svakih 6 meseci, da bi se promene na desnima ili ivicama radova uočile na vreme. Ako noću škrgućete zubima, stomatolog može da vam preporuči noćnu udlagu.',
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
        'Pored kompletne transformacije osmeha radimo implantate, krunice i mostove, All-on-6, oralnu hirurgiju, izbeljivanje zuba i fiksne proteze (bravice). Tu su i redovne usluge, poput lečenja zuba, plombi i uklanjanja kamenca. Tako se ceo plan lečenja može sprovesti na jednom mestu.',
      category: 'Usluge',
    },
    {
      id: 23,
      question: 'Šta je All-on-6?',
      answer:
        'All-on-6 je rešenje za pacijente koji su izgubili sve ili većinu zuba u jednoj vilici: fiksni most se pričvršćuje na šest implantata i pacijent ga ne skida. Po cenovniku, All-on-6 košta 5.000 € po vilici sa metalokeramičkim krunicama i 7.000 € po vilici sa bezmetalnim krunicama. Privremeni rad je gotov za 5 dana. Definitivni rad se po pravilu izrađuje kada implantati srastu sa kosti.',
      category: 'Usluge',
    },
    {
      id: 24,
      question: 'Da li radite implantate i koliko koštaju?',
      answer:
        'Da, ugradnja implantata je jedna od naših osnovnih usluga. Implantat standardnog brenda košta 550 €, a premium brenda 750 €, u oba slučaja sa ugradnjom. Krunica na implantatu je posebna stavka plana terapije. Ukupan trošak zavisi i od toga da li je potrebna nadoknada kosti, pa tačnu ponudu dobijate posle pregleda i snimka.',
      category: 'Usluge',
    },
    {
      id: 25,
      question: 'Da li radite izbeljivanje zuba?',
      answer:
        'Da. Izbeljivanje u ordinaciji za obe vilice košta 300 €, a izbeljivanje kod kuće, sa individualnim folijama za izbeljivanje, 200 €. Zub koji je potamneo posle lečenja kanala izbeljuje se iznutra, za 50 €. Pre izbeljivanja proveravamo zube i desni i po potrebi uklanjamo kamenac. Imajte u vidu da izbeljivanje ne menja boju postojećih faseta, krunica i plombi.',
      category: 'Usluge',
    },
    {
      id: 26,
      question: 'Koliko dugo traju rezultati?',
      answer:
        'Uz dobru higijenu i redovne kontrole, keramičke fasete i krunice kod većine pacijenata traju 10–15+ godina. Trajnost zavisi od materijala, zagrižaja, navika poput škrgutanja zubima i od svakodnevne nege. Nijedan stomatološki rad nije večan, ali se uz pravilno održavanje izgled i funkcija zadržavaju dugi niz godina.',
      category: 'Kvalitet',
      teaser: true,
    },
    {
      id: 27,
      question: 'Da li fasete mogu da otpadnu ili puknu?',
      answer:
        'Pravilno cementirane keramičke fasete čvrsto su vezane za zub i pri normalnom korišćenju po pravilu ne otpadaju. Do pucanja ili odlepljivanja može doći posle jakog udarca, grickanja tvrdih predmeta ili noćnog škrgutanja zubima bez udlage. U takvom slučaju faseta se najčešće može ponovo zalepiti ili zameniti novom.',
      category: 'Kvalitet',
    },
    {
      id: 28,
      question: 'Kako proveravate kvalitet rada pre trajnog postavljanja?',
      answer:
        'Pre cementiranja definitivne fasete i krunice se probaju u ustima, a mi proveravamo naleganje, ivice uz desni, boju i zagrižaj. Radovi se trajno cementiraju tek kada su izgled i funkcija zadovoljavajući i za vas i za naš tim. Na kontrolnom pregledu posle postavljanja proveravamo kako su se desni i zagrižaj prilagodili.',
      category: 'Kvalitet',
    },
    {
      id: 29,
      question: 'Ko je dobar kandidat za Hollywood Smile?',
      answer:
        'Dobar kandidat je osoba koja želi da promeni boju, oblik ili raspored zuba, a ima zdrave desni i dovoljno zdrave strukture zuba. Pacijenti moraju biti punoletni: zahvat radimo tek posle 18. godine, kada je razvoj zuba i vilica završen. Da li je Hollywood Smile pravo rešenje za vas ili postoji blaža alternativa, procenjujemo na konsultaciji.',
      category: 'Uslovi',
      teaser: true,
    },
    {
      id: 30,
      question: 'Mogu li da uradim Hollywood Smile ako imam karijes ili upaljene desni?',
      answer:
        'Možete, ali tek posle lečenja. Fasete i krunice se postavljaju na zdravu osnovu, pa se karijes, upala desni i eventualni problemi sa kanalima korena prvo saniraju. To može produžiti ukupno trajanje terapije, ali značajno doprinosi dugotrajnosti rezultata.',
      category: 'Uslovi',
    },
    {
      id: 31,
      question: 'Da li je Hollywood Smile moguć ako škrgućem zubima?',
      answer:
        'Škrgutanje zubima (bruksizam) ne isključuje automatski Hollywood Smile, ali povećava opterećenje na radove i rizik od oštećenja. U takvim slučajevima pažljivije biramo materijal i planiramo zagrižaj. Posle postavljanja radova obično propisujemo noćnu udlagu, koja košta 50 € po vilici. Da li je zahvat za vas izvodljiv, odlučujemo posle pregleda.',
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
        'Neposredno posle postavljanja neki pacijenti primećuju blagu promenu pri izgovoru pojedinih glasova, najčešće „s“, „z“, „f“ i „v“. To obično prolazi za nekoliko dana, dok se jezik ne navikne na novi oblik zuba. Ako smetnja potraje, na kontrolnom pregledu proveravamo dužinu i oblik radova.',
      category: 'Adaptacija',
    },
    {
      id: 34,
      question: 'Da li je Hollywood Smile bezbedan?',
      answer:
        'Kada se radi posle detaljnog pregleda i planiranja, u sterilnim uslovima i sa proverenim materijalima, Hollywood Smile se smatra bezbednim zahvatom. Kao i svaki stomatološki zahvat, ima moguće neželjene efekte, poput privremene osetljivosti zuba, iritacije desni ili, ređe, potrebe za lečenjem kanala korena. Zato pre početka dobijate objašnjenje mogućih rizika i alternativa.',
      category: 'Bezbednost',
      teaser: true,
    },
    {
      id: 35,
      question: 'Da li brušenje trajno slabi zube?',
      answer:
        'Uklanjanje gleđi je nepovratno, zato se trudimo da priprema bude što manja i da se sačuva što više zdravog tkiva. Kod faseta se uklanja samo tanak sloj gleđi, pa zub u većini slučajeva ostaje vitalan. Kod krunica je priprema veća i postoji mali rizik da nerv kasnije zatreba lečenje. O tome vas obaveštavamo pre početka. Kada je zub već jako oštećen, krunica ga često dodatno štiti od pucanja.',
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
        'Za fasete se najčešće koristi staklokeramika: e.max (litijum-disilikat) ili feldspatna keramika. Obe su veoma estetske i propuštaju svetlost kao prirodna gleđ. Krunice od cirkonije spajaju čvrstoću i lep izgled, a metalokeramičke su ekonomičnije rešenje, pogodno pre svega za bočne zube. Kompozit je jeftinija, ali manje trajna opcija. Izbor materijala zavisi od stanja zuba i vaših želja.',
      category: 'Materijali',
    },
    {
      id: 39,
      question: 'Da li je postupak bolan?',
      answer:
        'Priprema zuba radi se uz lokalnu anesteziju, pa većina pacijenata tokom zahvata ne oseća bol. Kada anestezija prođe, moguća je blaga osetljivost na hladno i toplo ili nelagodnost u desnima. Posle faseta to obično prolazi za nekoliko dana, a posle krunica, za koje je priprema veća, može da traje 2–4 nedelje. Za pacijente sa izraženim strahom postoji mogućnost intravenske sedacije, o kojoj razgovaramo na konsultaciji.',
      category: 'Oporavak',
      teaser: true,
    },
    {
      id: 40,
      question: 'Kada mogu da se vratim svakodnevnim obavezama?',
      answer:
        'Većina pacijenata se vraća poslu i uobičajenim aktivnostima istog ili sledećeg dana. Prvih dana preporučuje se mekša hrana i izbegavanje veoma hladnih i vrućih napitaka ako su zubi osetljivi. Kontrolni pregled posle postavljanja radova služi da proverimo kako se desni i zagrižaj prilagođavaju.',
      category: 'Oporavak',
    },
  ],
  { file: 'content/faq.ts', name: 'faqs' },
);
