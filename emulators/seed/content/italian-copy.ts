// The house's Italian for its editorial content and site settings: each English text of a
// translated document beside the Italian the atelier wrote for it (italian.ts applies them).
// Proper names (pieces, colours, publications, the shop's name) and sizes read the same in
// both languages and are not listed.
export const ITALIAN_COPY: [english: string, italian: string][] = [
  // settings
  ['Bags', 'Borse'],
  ['Shop', 'Acquista'],
  ['All bags', 'Tutte le borse'],
  ['Pochettes', 'Pochette'],
  ['New arrivals', 'Novità'],
  ['Icons', 'Icone'],
  ['Symmetry Pochette', 'Pochette Symmetry'],
  ['Arco Tote', 'Borsa Arco'],
  ['Luna Shoulder Bag', 'Borsa a spalla Luna'],
  ['The Symmetry Pochette', 'La Pochette Symmetry'],
  [
    'The Symmetry Pochette in cognac calfskin on a travertine plinth',
    'La Pochette Symmetry in vitello cognac su un basamento di travertino',
  ],
  ['The Arco Tote carried across Piazza Santo Spirito', 'La Borsa Arco portata attraverso Piazza Santo Spirito'],
  ['Leather goods', 'Pelletteria'],
  ['Small leather goods', 'Piccola pelletteria'],
  ['Wallets', 'Portafogli'],
  ['Belts', 'Cinture'],
  ['Favourites', 'I preferiti'],
  ['Piega Wallet', 'Portafoglio Piega'],
  ['The Piega Wallet in bordeaux beside a knotted key ring', 'Il Portafoglio Piega in bordeaux accanto a un portachiavi annodato'],
  ['Shoes', 'Scarpe'],
  ['All shoes', 'Tutte le scarpe'],
  ['A pair of Mocassino Veneziano loafers in tabacco', 'Un paio di mocassini Mocassino Veneziano in tabacco'],
  ['Ready-to-wear', 'Abbigliamento'],
  ['All ready-to-wear', 'Tutto l’abbigliamento'],
  ['The Cappotto Cammello worn over a linen shirt', 'Il Cappotto Cammello indossato su una camicia di lino'],
  ['The house', 'La maison'],
  ['About', 'Chi siamo'],
  ['Process', 'Il metodo'],
  ['Archive', 'Archivio'],
  ['Lookbooks', 'Lookbook'],
  ['In the atelier', 'Nell’atelier'],
  ['Visit', 'Visitateci'],
  ['Stockists', 'Rivenditori'],
  ['Press', 'Stampa'],
  ['Inside the workshop', 'Dentro il laboratorio'],
  ['Hands saddle-stitching a gusset at the Florence workshop', 'Mani che cuciono a sellaio un soffietto nel laboratorio di Firenze'],
  ['Sale', 'Saldi'],
  ['Client services', 'Servizio clienti'],
  ['Shipping and returns', 'Spedizioni e resi'],
  ['Write to the atelier', 'Scrivete all’atelier'],
  ['Follow', 'Seguiteci'],
  ['Help', 'Assistenza'],
  ['Shipping', 'Spedizione'],
  [
    'Complimentary express shipping on every order, packed by hand in Florence and dispatched within two working days.',
    'Spedizione espressa in omaggio su ogni ordine, imballata a mano a Firenze e affidata al corriere entro due giorni lavorativi.',
  ],
  ['Returns are free within 30 days. ', 'Il reso è gratuito entro 30 giorni. '],
  ['Read the details', 'Leggete i dettagli'],
  ['Your Bottega account', 'Il vostro account Bottega'],
  [
    'Follow your orders, keep your addresses and register pieces for lifetime care at the atelier.',
    'Seguite i vostri ordini, conservate i vostri indirizzi e registrate i vostri pezzi per la cura a vita in atelier.',
  ],
  ['Care and repairs', 'Cura e riparazioni'],
  ['Complimentary shipping and returns on every order', 'Spedizione e reso in omaggio su ogni ordine'],
  ['Size guide', 'Guida alle taglie'],
  [
    'Our pieces are cut in Italian sizes. If you are between two sizes, the atelier recommends the larger one for coats and the smaller one for leather shoes, which ease with wear.',
    'I nostri pezzi sono tagliati sulle taglie italiane. Se siete tra due taglie, l’atelier consiglia la più grande per i cappotti e la più piccola per le scarpe in pelle, che si adattano con l’uso.',
  ],
  ['This page was not found', 'Questa pagina non è stata trovata'],
  [
    'The piece you were looking for may have sold out, or moved to the archive. New arrivals leave the workshop every week.',
    'Il pezzo che cercavate potrebbe essere esaurito o passato in archivio. Ogni settimana nuovi pezzi lasciano il laboratorio.',
  ],
  ['Back to Home', 'Torna alla home'],
  ['Heritage craftsmanship in modern form. Handmade in Italy.', 'Artigianato di tradizione in forma moderna. Fatto a mano in Italia.'],
  ['The Symmetry Pochette in cognac, handmade in Florence', 'La Pochette Symmetry in cognac, fatta a mano a Firenze'],
  ['Accessibility', 'Accessibilità'],
  [
    'Bottega wants everyone to be able to browse and shop with ease. The shop is built to meet WCAG 2.2 at level AA on its own, without any add-on, and we check it with automated tests and keyboard journeys.',
    'Bottega vuole che tutti possano navigare e acquistare con facilità. Il negozio è costruito per rispettare da sé le WCAG 2.2 al livello AA, senza alcuna aggiunta, e lo verifichiamo con test automatici e percorsi da tastiera.',
  ],
  ['If anything is in your way, write to ', 'Se qualcosa vi ostacola, scrivete a '],
  [' and a member of the atelier will help you place your order.', ' e una persona dell’atelier vi aiuterà a completare l’ordine.'],
  ['Open accessibility tools', 'Apri gli strumenti di accessibilità'],
  ['Final sale', 'Vendita definitiva'],
  ['Color', 'Colore'],
  ['Letters from the atelier', 'Lettere dall’atelier'],
  [
    'New pieces, the leathers of the season and invitations to our trunk shows, a few times a year.',
    'I pezzi nuovi, le pelli della stagione e gli inviti alle nostre presentazioni, qualche volta l’anno.',
  ],
  ['Subscribe', 'Iscriviti'],
  ['Thank you!', 'Grazie!'],
  // home
  ['Home', 'Home'],
  ['Made slowly, in Florence', 'Fatto con lentezza, a Firenze'],
  [
    'Vegetable-tanned leather, cut and saddle-stitched by hand in our workshop across the Arno.',
    'Cuoio conciato al vegetale, tagliato e cucito a mano a punto sellaio nel nostro laboratorio di là d’Arno.',
  ],
  [
    'The Symmetry Pochette and the Arco Tote in the light of a Florentine courtyard',
    'La Pochette Symmetry e la Borsa Arco nella luce di un cortile fiorentino',
  ],
  ['Discover the collection', 'Scoprite la collezione'],
  ['New from the workshop', 'Novità dal laboratorio'],
  [
    'Two mirrored halves meet at a brass bar. Cut from a single hide, edge-painted in seven coats.',
    'Due metà speculari si incontrano su una barretta d’ottone. Tagliata da un’unica pelle, con i bordi dipinti in sette mani.',
  ],
  ['Three Symmetry Pochettes in nero, cognac and bordeaux', 'Tre Pochette Symmetry in nero, cognac e bordeaux'],
  ['Shoes, sewn by hand', 'Scarpe, cucite a mano'],
  [
    'Unlined Venetian loafers, stitched around a wooden last and left to rest for a week before they are finished.',
    'Mocassini veneziani sfoderati, cuciti attorno a una forma di legno e lasciati riposare una settimana prima della rifinitura.',
  ],
  ['Mocassino Veneziano loafers on the stones of the Oltrarno', 'Mocassini Mocassino Veneziano sulle pietre dell’Oltrarno'],
  [
    'Hides of vegetable-tanned leather drying on racks in the workshop',
    'Pelli di cuoio conciato al vegetale ad asciugare sulle rastrelliere del laboratorio',
  ],
  [
    'Our workshop in the Oltrarno, where every piece is cut, stitched and finished.',
    'Il nostro laboratorio in Oltrarno, dove ogni pezzo viene tagliato, cucito e rifinito.',
  ],
  ['Discover the process', 'Scoprite il metodo'],
  [
    'Every Bottega piece is made by one artisan, from the first cut to the last stitch.',
    'Ogni pezzo Bottega è realizzato da un solo artigiano, dal primo taglio all’ultimo punto.',
  ],
  ['About the house', 'La maison'],
  ['To wear with it', 'Da abbinare'],
  // page-about
  [
    'Every piece can come back to the workshop for repair, for as long as it lives.',
    'Ogni pezzo può tornare in laboratorio per essere riparato, per tutta la sua vita.',
  ],
  ['See the collections', 'Scoprite le collezioni'],
  [
    'A small house of leather goods and ready-to-wear, founded in a Florentine workshop in 1962.',
    'Una piccola maison di pelletteria e abbigliamento, nata in un laboratorio fiorentino nel 1962.',
  ],
  ['The Bottega workshop on Via dei Serragli', 'Il laboratorio Bottega in via dei Serragli'],
  ['A workshop across the Arno', 'Un laboratorio di là d’Arno'],
  [
    'Bottega began as a single bench in the Oltrarno, the quarter of Florence where leather workers, gilders and framers have shared courtyards for five centuries. Our founder, Ada Benvenuti, made belts and wallets for the tailors of Via Maggio; her first bag, the pochette that became the Symmetry, followed in 1968.',
    'Bottega nasce come un solo banco in Oltrarno, il quartiere di Firenze dove pellettieri, doratori e corniciai condividono i cortili da cinque secoli. La nostra fondatrice, Ada Benvenuti, confezionava cinture e portafogli per i sarti di via Maggio; la sua prima borsa, la pochette che sarebbe diventata la Symmetry, arrivò nel 1968.',
  ],
  [
    'Today twenty-two artisans work in the same building. Each piece is made by one pair of hands, from the first cut to the last stitch, and carries the initials of the artisan who made it inside.',
    'Oggi ventidue artigiani lavorano nello stesso edificio. Ogni pezzo è realizzato da un solo paio di mani, dal primo taglio all’ultimo punto, e porta all’interno le iniziali dell’artigiano che lo ha fatto.',
  ],
  ['What we believe', 'In cosa crediamo'],
  [
    'Leather should be tanned slowly, with bark and time, not chrome.',
    'La pelle va conciata lentamente, con la corteccia e con il tempo, non con il cromo.',
  ],
  [
    'A seam sewn by hand with two needles outlasts any machine stitch.',
    'Una cucitura fatta a mano con due aghi dura più di qualsiasi punto a macchina.',
  ],
  [
    'A well-made piece should be repaired, not replaced: we mend everything we make, for life.',
    'Un pezzo ben fatto si ripara, non si sostituisce: ripariamo tutto ciò che realizziamo, per sempre.',
  ],
  [
    'We do not make many things. We make each thing many times, until it is right.',
    'Non facciamo molte cose. Facciamo ogni cosa molte volte, finché non è giusta.',
  ],
  ['Read about ', 'Leggete '],
  ['how we work', 'come lavoriamo'],
  [', or find ', ', oppure trovate '],
  ['a stockist near you', 'un rivenditore vicino a voi'],
  ['About Bottega', 'Chi è Bottega'],
  [
    'A Florentine house of handmade leather goods and ready-to-wear, founded in 1962.',
    'Una maison fiorentina di pelletteria e abbigliamento fatti a mano, fondata nel 1962.',
  ],
  // page-process
  ['Round knife, awl, two needles and a spool of waxed linen thread', 'Trincetto, lesina, due aghi e un rocchetto di filo di lino cerato'],
  ['The tools of the stitching bench have not changed in a century.', 'Gli attrezzi del banco da cucito non sono cambiati in un secolo.'],
  ['Made this way', 'Fatto così'],
  [
    'From hide to finished piece: twelve steps, one artisan, between eight and twenty hours.',
    'Dalla pelle al pezzo finito: dodici passaggi, un solo artigiano, tra le otto e le venti ore.',
  ],
  [
    'An artisan saddle-stitching a pochette on a wooden stitching horse',
    'Un artigiano cuce a sellaio una pochette su un cavalletto di legno',
  ],
  ['The leather', 'La pelle'],
  [
    'Our calfskin is vegetable-tanned in Santa Croce sull’Arno, forty kilometres downriver, in drums of chestnut and mimosa bark. The process takes forty days. The leather that comes out is firm, smells of wood and will darken to a deep patina with years of use.',
    'Il nostro vitello è conciato al vegetale a Santa Croce sull’Arno, quaranta chilometri più a valle, in bottali di castagno e mimosa. Il processo dura quaranta giorni. Ne esce una pelle soda, che profuma di legno e con gli anni si scurisce in una patina profonda.',
  ],
  ['Cutting', 'Il taglio'],
  [
    'Every hide is different. We read it on the cutting table, marking scars and growth lines, and cut each panel by hand with a round knife so the grain runs the same way across the whole piece.',
    'Ogni pelle è diversa. La leggiamo sul tavolo da taglio, segnando cicatrici e linee di crescita, e tagliamo ogni pannello a mano con il trincetto, perché la grana corra nello stesso verso su tutto il pezzo.',
  ],
  ['Saddle stitching', 'La cucitura a sellaio'],
  [
    'Seams are sewn with two needles and a single waxed linen thread, passing through the same hole from both sides. If one stitch breaks, the seam holds. A Symmetry Pochette takes 612 stitches and about four hours at the stitching horse.',
    'Le cuciture sono fatte con due aghi e un solo filo di lino cerato, che passa nello stesso foro dai due lati. Se un punto si rompe, la cucitura tiene. Una Pochette Symmetry richiede 612 punti e circa quattro ore al cavalletto.',
  ],
  ['Edges and finishing', 'Bordi e rifinitura'],
  [
    'Edges are bevelled, sanded, dyed and burnished by hand, seven coats in all, each left to dry overnight. The brass hardware is cast in Prato and fitted last.',
    'I bordi sono smussati, levigati, tinti e lucidati a mano, sette mani in tutto, ciascuna lasciata asciugare per una notte. Gli accessori in ottone sono fusi a Prato e montati per ultimi.',
  ],
  ['See the pieces in the ', 'Scoprite i pezzi della '],
  ['permanent collection', 'collezione permanente'],
  [' or shop ', ' oppure acquistate '],
  ['the Symmetry Pochette', 'la Pochette Symmetry'],
  ['Our process', 'Il nostro metodo'],
  [
    'Vegetable-tanned leather, cut and saddle-stitched by hand in Florence.',
    'Cuoio conciato al vegetale, tagliato e cucito a mano a punto sellaio a Firenze.',
  ],
  // page-archive
  ['Last pieces', 'Ultimi pezzi'],
  [
    'Final sizes and colours from past seasons, at reduced prices.',
    'Le ultime taglie e gli ultimi colori delle stagioni passate, a prezzo ridotto.',
  ],
  ['A wallet and a belt from a past season', 'Un portafoglio e una cintura di una stagione passata'],
  ['Past lookbooks', 'I lookbook passati'],
  [
    'Pieces from past seasons, some still made to order at the atelier.',
    'Pezzi delle stagioni passate, alcuni ancora realizzati su ordinazione in atelier.',
  ],
  ['Archive pieces laid out on the workshop’s oak table', 'Pezzi d’archivio disposti sul tavolo di rovere del laboratorio'],
  [
    'Sixty years of patterns hang in the workshop’s archive room, cut in card and labelled in pencil. Each season we take a few down and make them again.',
    'Sessant’anni di modelli sono appesi nella stanza d’archivio del laboratorio, tagliati nel cartone e segnati a matita. A ogni stagione ne stacchiamo qualcuno e lo realizziamo di nuovo.',
  ],
  [
    'Archive pieces are made to order and take four to six weeks. Write to ',
    'I pezzi d’archivio sono realizzati su ordinazione e richiedono da quattro a sei settimane. Scrivete ',
  ],
  ['the atelier', 'all’atelier'],
  [' to ask about a piece you remember.', ' per chiedere di un pezzo che ricordate.'],
  [
    'Pieces from past seasons, some still made to order in Florence.',
    'Pezzi delle stagioni passate, alcuni ancora realizzati su ordinazione a Firenze.',
  ],
  // page-press
  ['What has been written about the house.', 'Ciò che è stato scritto sulla maison.'],
  [
    'For press enquiries and sample requests, write to press@bottega.example.',
    'Per richieste della stampa e di campioni, scrivete a press@bottega.example.',
  ],
  ['Bottega in the press.', 'Bottega sulla stampa.'],
  // page-stockists
  [
    'Our own shop in Florence, and the independent shops that carry Bottega around the world.',
    'La nostra bottega a Firenze e i negozi indipendenti che portano Bottega nel mondo.',
  ],
  [
    'Visit the atelier shop on Via dei Serragli, open Tuesday to Saturday, 10:00 to 19:00. Appointments for made-to-order pieces can be booked by ',
    'Visitate la bottega dell’atelier in via dei Serragli, aperta dal martedì al sabato, dalle 10:00 alle 19:00. Gli appuntamenti per i pezzi su ordinazione si prenotano ',
  ],
  ['writing to us', 'scrivendoci'],
  [
    'Where to find Bottega: our Florence atelier and independent stockists worldwide.',
    'Dove trovare Bottega: il nostro atelier di Firenze e i rivenditori indipendenti nel mondo.',
  ],
  // accessibility-statement
  ['Accessibility statement', 'Dichiarazione di accessibilità'],
  [
    'How far our website meets the accessibility standard, what we have still to do, and how to reach us.',
    'Fino a che punto il nostro sito rispetta lo standard di accessibilità, che cosa ci resta da fare e come raggiungerci.',
  ],
  ['Conformance status', 'Stato di conformità'],
  [
    'The Bottega website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: most of it meets the standard, but some parts do not yet. They are listed below.',
    'Il sito di Bottega è parzialmente conforme alle linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA: in gran parte rispetta lo standard, ma alcune sue parti non ancora. Le elenchiamo qui sotto.',
  ],
  ['Known limitations', 'Limiti noti'],
  [
    'We know of the following, and are mending those that are ours to mend.',
    'Conosciamo i limiti che seguono e stiamo rimediando a quelli che dipendono da noi.',
  ],
  [
    'A few pieces and pages have not yet been translated into Italian and appear in English on the Italian site. Pages in English are marked as such for screen readers; product descriptions are not yet, so a screen reader may read them with Italian pronunciation.',
    'Alcuni pezzi e alcune pagine non sono ancora tradotti in italiano e compaiono in inglese sul sito italiano. Le pagine in inglese sono segnalate come tali ai lettori di schermo; le descrizioni dei prodotti non ancora, perciò un lettore di schermo potrebbe leggerle con la pronuncia italiana.',
  ],
  [
    'Payment takes place on checkout pages hosted by Shopify, our commerce platform. We do not build those pages and have not tested them ourselves.',
    'Il pagamento avviene su pagine di checkout ospitate da Shopify, la nostra piattaforma di commercio. Non siamo noi a realizzarle e non le abbiamo verificate direttamente.',
  ],
  [
    'The accessibility tools offered in the Accessibility panel come from a third party. They are an optional extra that changes how pages look; they are not part of the shop, we have not tested them, and the shop does not rely on them to meet the standard.',
    'Gli strumenti di accessibilità proposti nel pannello Accessibilità sono forniti da terzi. Sono un’aggiunta facoltativa che cambia l’aspetto delle pagine: non fanno parte del negozio, non li abbiamo verificati e il negozio non si affida a loro per rispettare lo standard.',
  ],
  ['Tell us about a barrier', 'Segnalateci un ostacolo'],
  [
    'If anything on the site stands in your way, or you would like information in another form, write to ',
    'Se qualcosa sul sito vi ostacola, o desiderate un’informazione in un’altra forma, scrivete a ',
  ],
  [
    '. Tell us the page and what happened: a member of the atelier replies within two working days and, in the meantime, can take your order by email.',
    '. Indicateci la pagina e che cosa è accaduto: una persona dell’atelier vi risponde entro due giorni lavorativi e, nel frattempo, può prendere il vostro ordine per email.',
  ],
  ['If our answer does not satisfy you', 'Se la nostra risposta non vi soddisfa'],
  [
    'You may then refer the matter to the market surveillance authority. In Italy, for services under the European Accessibility Act as transposed by Legislative Decree 82/2022, that authority is AgID, the Agenzia per l’Italia Digitale (',
    'Potete allora rivolgervi all’autorità di vigilanza del mercato. In Italia, per i servizi soggetti all’Atto europeo sull’accessibilità, recepito con il decreto legislativo 82/2022, questa autorità è l’AgID, Agenzia per l’Italia Digitale (',
  ],
  [
    '). Clients elsewhere in the European Union may turn to the authority of their own country.',
    '). I clienti di altri paesi dell’Unione europea possono rivolgersi all’autorità del proprio paese.',
  ],
  ['How we assessed the site', 'Come abbiamo valutato il sito'],
  [
    'This statement rests on a self-assessment by the people who build the site. Every change to the site must pass automated checks with axe-core against the WCAG 2.x level A and AA rules, and keyboard journeys in our test suite, with and without JavaScript. The site has not yet been reviewed by an outside auditor, nor tested with people who use assistive technology every day.',
    'Questa dichiarazione si fonda su un’autovalutazione di chi realizza il sito. Ogni modifica al sito deve superare i controlli automatici di axe-core sui criteri WCAG 2.x di livello A e AA e i percorsi da tastiera della nostra suite di test, con e senza JavaScript. Il sito non è ancora stato esaminato da un revisore esterno né provato con persone che usano ogni giorno tecnologie assistive.',
  ],
  [
    'How far the Bottega website meets WCAG 2.2 AA, what it does not yet do, and how to report a barrier.',
    'Fino a che punto il sito di Bottega rispetta le WCAG 2.2 AA, che cosa non fa ancora e come segnalare un ostacolo.',
  ],
  // lookbook-autunno-inverno
  ['Autumn–Winter 2025', 'Autunno–Inverno 2025'],
  [
    'Camel wool, cognac calfskin and the low light of a Florentine November. Photographed between the workshop and the hills of Bellosguardo.',
    'Lana color cammello, vitello cognac e la luce bassa di un novembre fiorentino. Fotografato tra il laboratorio e le colline di Bellosguardo.',
  ],
  [
    'A figure in a camel coat on a cypress-lined road above Florence',
    'Una figura in cappotto cammello su una strada fiancheggiata da cipressi sopra Firenze',
  ],
  ['The Cappotto Cammello with the Symmetry Pochette in cognac', 'Il Cappotto Cammello con la Pochette Symmetry in cognac'],
  ['Cappotto Cammello, Symmetry Pochette in cognac.', 'Cappotto Cammello, Pochette Symmetry in cognac.'],
  ['A coat cut wide at the shoulder, to be worn for twenty winters.', 'Un cappotto ampio sulle spalle, da portare per venti inverni.'],
  [
    'The Arco Tote in nero and Mocassino Veneziano loafers on Via Maggio',
    'La Borsa Arco in nero e i mocassini Mocassino Veneziano in via Maggio',
  ],
  ['The Piega Wallet and the Portachiavi Nodo in cognac', 'Il Portafoglio Piega e il Portachiavi Nodo in cognac'],
  [
    'The Symmetry Pochette in bordeaux worn with the Cintura Classica',
    'La Pochette Symmetry in bordeaux indossata con la Cintura Classica',
  ],
  [
    'Bordeaux, the colour of the season: dyed through, so the edges match the face.',
    'Bordeaux, il colore della stagione: tinto in profondità, perché i bordi si accordino con il fiore.',
  ],
  [
    'Camel wool, cognac calfskin and the low light of a Florentine November.',
    'Lana color cammello, vitello cognac e la luce bassa di un novembre fiorentino.',
  ],
  // lookbook-riviera
  ['Spring–Summer 2025', 'Primavera–Estate 2025'],
  [
    'Linen, sun-bleached canvas and a pochette for the evening passeggiata. Photographed on the Ligurian coast at Camogli.',
    'Lino, tela schiarita dal sole e una pochette per la passeggiata della sera. Fotografato sulla costa ligure, a Camogli.',
  ],
  ['The harbour at Camogli at dusk', 'Il porto di Camogli al tramonto'],
  ['The Camicia Lino and the Luna Shoulder Bag on the harbour wall', 'La Camicia Lino e la Borsa a spalla Luna sul muro del porto'],
  ['Camicia Lino, Luna Shoulder Bag.', 'Camicia Lino, Borsa a spalla Luna.'],
  ['The Symmetry Pochette in nero on a linen tablecloth', 'La Pochette Symmetry in nero su una tovaglia di lino'],
  ['Mocassino Veneziano loafers and the Cintura Classica in cognac', 'Mocassini Mocassino Veneziano e la Cintura Classica in cognac'],
  ['Unlined loafers, worn without socks from May to September.', 'Mocassini sfoderati, portati senza calze da maggio a settembre.'],
  ['Linen, canvas and leather on the Ligurian coast.', 'Lino, tela e pelle sulla costa ligure.'],
  // press-corriere-della-sera
  [
    'In an age of logos, Bottega’s pochette is recognisable by its seam alone.',
    'In un’epoca di loghi, la pochette di Bottega si riconosce dalla sola cucitura.',
  ],
  ['A page from Corriere della Sera featuring Bottega', 'Una pagina del Corriere della Sera dedicata a Bottega'],
  // press-financial-times
  [
    'Twenty-two artisans, one building, and a waiting list for a wallet: the quiet house across the Arno.',
    'Ventidue artigiani, un solo edificio e una lista d’attesa per un portafoglio: la maison silenziosa di là d’Arno.',
  ],
  ['A page from Financial Times, How To Spend It featuring Bottega', 'Una pagina di Financial Times, How To Spend It dedicata a Bottega'],
  // press-vogue-italia
  [
    'The Symmetry Pochette is the rare accessory that looks better at ten years old than on the day it was bought.',
    'La Pochette Symmetry è il raro accessorio che a dieci anni sta meglio del giorno in cui è stato comprato.',
  ],
  ['A page from Vogue Italia featuring Bottega', 'Una pagina di Vogue Italia dedicata a Bottega'],
  // press-monocle
  [
    'Florence’s best-kept workshop keeps its doors open and its prices honest.',
    'Il laboratorio meglio custodito di Firenze tiene le porte aperte e i prezzi onesti.',
  ],
  ['A page from Monocle featuring Bottega', 'Una pagina di Monocle dedicata a Bottega'],
  // press-the-gentlewoman
  [
    'Leather that smells of chestnut bark and feels like it has already been loved.',
    'Una pelle che profuma di corteccia di castagno e sembra già amata.',
  ],
  ['A page from The Gentlewoman featuring Bottega', 'Una pagina di The Gentlewoman dedicata a Bottega'],
  // stockist-florence-bottega-atelier
  ['Italy', 'Italia'],
  ['Florence', 'Firenze'],
  // stockist-milan-spazio-brera
  ['Milan', 'Milano'],
  // stockist-rome-bottega-monti-concession
  ['Rome', 'Roma'],
  // stockist-paris-maison-carreau
  ['France', 'Francia'],
  ['Paris', 'Parigi'],
  // stockist-london-holloway-field
  ['United Kingdom', 'Regno Unito'],
  ['London', 'Londra'],
  // stockist-new-york-leland-supply
  ['United States', 'Stati Uniti'],
  // stockist-los-angeles-casa-alta
  // stockist-tokyo-kobo-aoyama
  ['Japan', 'Giappone'],
  // stockist-berlin-werkraum-mitte
  ['Germany', 'Germania'],
  ['Berlin', 'Berlino'],
  // size-guide-clothing
  ['Clothing', 'Abbigliamento'],
  [
    'Shirts and coats are cut to an Italian fit: close at the shoulder, with room through the body. Measurements are of the body, in centimetres.',
    'Camicie e cappotti hanno la vestibilità italiana: aderenti sulle spalle, con agio sul corpo. Le misure sono del corpo, in centimetri.',
  ],
  ['Size', 'Taglia'],
  ['Chest (cm)', 'Torace (cm)'],
  ['Waist (cm)', 'Vita (cm)'],
  [
    'The Cappotto Cammello is cut generously: between two sizes, take the smaller.',
    'Il Cappotto Cammello ha una vestibilità generosa: tra due taglie, scegliete la più piccola.',
  ],
  // size-guide-shoes
  [
    'Our shoes are made on Italian lasts and sized in EU sizes. Unlined loafers ease by about half a size with wear.',
    'Le nostre scarpe sono costruite su forme italiane e misurate in taglie EU. I mocassini sfoderati si allargano di circa mezza taglia con l’uso.',
  ],
  ['US women', 'US donna'],
  ['US men', 'US uomo'],
  ['Foot length (cm)', 'Lunghezza del piede (cm)'],
  [
    'Between two sizes, take the smaller one in the Mocassino Veneziano.',
    'Tra due taglie, scegliete la più piccola nel Mocassino Veneziano.',
  ],
  // size-guide-belts
  [
    'Belt length is measured from the buckle’s pin to the middle hole. Choose the length that matches your trouser waist size.',
    'La lunghezza della cintura si misura dall’ardiglione della fibbia al foro centrale. Scegliete la lunghezza che corrisponde alla taglia in vita dei vostri pantaloni.',
  ],
  ['Belt length (cm)', 'Lunghezza della cintura (cm)'],
  ['Waist (in)', 'Vita (in)'],
  ['Trouser size (IT)', 'Taglia dei pantaloni (IT)'],
  [
    'Each belt has five holes 2.5 cm apart; the atelier can add a hole free of charge.',
    'Ogni cintura ha cinque fori a 2,5 cm di distanza; l’atelier può aggiungerne uno senza costi.',
  ],
  // Reads the same in Italian (listed, so the seed knows it was not forgotten).
  ['© Bottega S.r.l., Via dei Serragli, Firenze', '© Bottega S.r.l., Via dei Serragli, Firenze'],
];
