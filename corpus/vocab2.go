package corpus

// Vocabulary of fixture 2. Every table here is new: no person, place,
// organisation, office, trophy or product of fixture 1's tables appears in
// them (TestVocabularyDisjoint), so the families fixture 2 adds are stated
// about entities no extractor rule written for fixture 1 has seen. Places,
// buildings, teams and products are invented; the tables are plain English
// and were written without looking at any extractor.

var firstNames2 = words(`Abel Adair Adele Agata Aino Alba Aldo Alexei Alina Alvar Ambrose Anika Annelie
Anselm Ari Arvid Asha Aurelio Avi Bea Benedikt Berit Bettina Bilal Birgit Boaz Bram Brigid Callum Calla
Cato Cecil Cerys Cosmo Dagny Damaris Darius Delphine Desmond Dinah Dorian Edda Edwin Elio Elodie Emrys
Enzo Esme Evander Ezra Fenna Fiorella Florin Gaia Gideon Gisela Gunnar Hadley Hakon Halvard Hester Ida
Ignatius Ilona Imke Isidro Ivo Jarek Jessamy Joost Jorunn Kaja Kasimir Katell Kit Kjell Ksenia Lenka
Linus Liv Lorcan Lotte Luka Magnus Marit Matilde Melis Milo Mirela Nell Nico Norah Odile Orla Otto
Philippa Quinn Radek Rasmus Reka Rhea Romy Ronan Rune Sabine Selma Silas Sigrid Solveig Talia Tamsin
Thea Tilde Ulla Una Uriel Vesna Wilma Wim Yannick Ysolde Zelda Zeno`)

var surnames2 = words(`Abernathy Ackerly Alcott Amsel Arnaud Ashdown Balogun Barros Beaumont Birkeland
Blackwood Brodsky Caldera Carrow Castellan Chatterjee Corbin Dacosta Delacroix Drummond Duval Eckhart
Elsworth Esterhazy Falconer Farrant Fenwick Forsythe Galbraith Garamond Gilchrist Goldberg Greaves
Hallam Hargreave Hawthorne Hennessy Hollis Inglis Irwin Jablonski Kastner Keane Kilbride Kovacs
Lachance Lamarr Lindahl Lockhart Lorimer Mabry Macaulay Mallory Marlowe Mbeki Merriweather Montague
Mortensen Navarro Nygaard Oakes Okonkwo Orlov Pagett Penhaligon Pickering Prescott Quennell Radcliffe
Ravensworth Rochford Rutherford Salazar Sandberg Sayer Sinclair Soto Sorensen Stavros Sutherland
Tamura Tennant Thackeray Ulloa Underhill Vance Verhoeven Waring Westergaard Whitlock Winslow Yoshida
Zeller Zubiri`)

// Invented towns.
var places2 = words(`Aldermoor Ashcombe Barrowford Bellhaven Brackenridge Briarwick Caddow Coldharbour
Corvane Dunfirth Eastwold Fallowmere Farrowdale Glenmarrow Greyhaven Hartsmere Hollowell Kelwick
Kingsferry Larchmont Lindenfield Marrowby Merrowgate Millhaven Northwold Oakhollow Pellingham
Quarrington Ravenscar Redmarsh Rookhaven Saltcombe Sedgebrook Stanwick Thornwick Vellmoor Wexcombe
Whitmere Wolderby Yarrowdale Ambleford Brindlecombe Cresswold Dovebrook Emberly Fenmoor Gorsedale
Hazelmere Ironwick Jessingham Kestlemoor Lowmarsh Mossgate Netherby Orrinford Pennowell Quillhaven
Rushmere Silverholme Tarrowby Umberleigh Wickenham`)

// Invented names for buildings, streets, trophies and products.
var stems2 = words(`Argent Bellweather Carillon Daybreak Eventide Foxhollow Gildenmoor Halcyon
Ironstone Kingfisher Lanternfield Moonraker Nightingale Oakenshaw Pennant Quicksilver Redwing
Saltire Tamberlane Umbrage Vanguard Waymark Zenith Albright Brightholme Copperbeck Dewpond Elderflower
Fairhaven Goldcrest Hawksmoor Ivory Jubilee Larkrise Merrivale Northgate Orchardleigh Pemberton
Rosewell Starling Trafalgar Wayfarer Windrush`)

// An office (a role one person holds at a time), the organisations that have
// one, the ordinary verbs that state its holder as a subject and the verb of
// appointment.
type office struct {
	title     string
	kinds     []string // "{P} …" organisation names (a place, then the kind)
	holds     []string // "{V} <holds> {S}"
	appointed string   // "{V} was <appointed> {T} of {S}"
}

var offices2 = []office{
	{"treasurer", lines(`Heritage Trust|Civic Society|Bowls Club|Model Railway Society|Folk Dance Society|Lifeboat Guild`),
		[]string{"keeps the books for", "looks after the money at"}, "elected"},
	{"president", lines(`Historical Society|Chamber of Commerce|Astronomical Society|Croquet Club|Camera Club`),
		[]string{"presides over", "leads"}, "elected"},
	{"harbourmaster", lines(`Port of {P}|Marina|Fish Quay`),
		[]string{"runs", "is in charge of"}, "appointed"},
	{"director", lines(`Botanic Garden|Observatory|Maritime Museum|Museum of Rail|Arts Centre`),
		[]string{"directs", "runs"}, "appointed"},
	{"chief constable", lines(`Constabulary|Police`),
		[]string{"heads", "is in charge of"}, "appointed"},
	{"headteacher", lines(`Infant School|Junior School|Sixth Form College|Steiner School`),
		[]string{"runs", "leads"}, "appointed"},
	{"captain", lines(`Cricket Club|Golf Club|Hockey Club|Curling Club`),
		[]string{"captains", "leads"}, "named"},
	{"music director", lines(`Silver Band|Symphony Orchestra|Operatic Society|Wind Ensemble`),
		[]string{"leads", "directs"}, "appointed"},
	{"head chef", lines(`Arms|Inn|Grill|Oyster House`),
		[]string{"runs the kitchen at", "heads the kitchen at"}, "appointed"},
	{"warden", lines(`Nature Reserve|Youth Hostel|Bird Observatory|Country Park`),
		[]string{"looks after", "manages"}, "appointed"},
	{"chief executive", lines(`Hospital Trust|Housing Association|Building Society|Water Company`),
		[]string{"runs", "heads"}, "appointed"},
	{"lighthouse keeper", lines(`Lighthouse|Point Light`),
		[]string{"keeps", "tends"}, "appointed"},
}

// Kinds of the things fixture 2 is about. Buildings and teams whose kind is
// in the second list are named without an article ("Merrivale House",
// "Briarwick United").
var buildingKinds2 = lines(`Tower|Spire|Exchange|Building|House|Point|Heights`)
var bareBuildingKinds2 = lines(`House|Point|Heights`)
var teamKinds2 = lines(`Wanderers|Corinthians|Harlequins|Wayfarers|Academicals|Pioneers|Athletic|United`)
var bareTeamKinds2 = lines(`Athletic|United`)
var trophyKinds2 = lines(`Cup|Shield|Trophy|Plate|Challenge Cup|Bowl`)
var leagueKinds2 = lines(`County League|Coast League|Valley League|Premier Division|First Division`)
var openKinds2 = lines(`Open|Masters|Invitational|Classic`)
var raceKinds2 = lines(`half marathon|10K|fell race|sea swim|triathlon`)
var festivalKinds2 = lines(`Lantern Festival|Regatta|Folk Weekend|Agricultural Show|Book Fair|Jazz Festival|Beer Festival`)
var facilityKinds2 = lines(`library|lido|railway station|sports hall|footbridge|visitor centre`)
var rivers2 = words(`Vell Corran Aske Dunnet Elver Fenner Lune Orrin Pell Quarrel Sedge Tarn Wend Yarrel`)
var companyKinds2 = lines(`Instruments|Mills|Engineering|Shipyards|Hauliers|Dairies|Glassworks|Printers|Canners|Foundry`)
var productKinds2 = lines(`album|novel|board game|cookbook|video game`)
var gymKinds2 = lines(`Fitness Works|Pilates Loft|Racquet Club|Spin Studio|Strength Barn|Aquatic Centre`)
var choirKinds2 = lines(`Cathedral Choir|Community Choir|Gospel Choir|Male Voice Choir|Chamber Singers`)
var councilKinds2 = lines(`Town Council|Parish Council|District Council|Borough Council`)
var magazineKinds2 = lines(`Gazetteer|Almanac|Quarterly|Review|Monthly`)
var committeeKinds2 = lines(`planning committee|licensing committee|grants panel|finance committee|steering group`)
var stationKinds2 = lines(`weather station|research station|field station`)

// Titles of invented products (albums, novels, games).
var productTitles2 = lines(`Salt and Lanterns|The Quiet Orchard|Ninefold|Harbour Lights|Paper Tigers|
The Long Thaw|Glass Meridian|Small Hours|Wild Acre|The Copper Key|Lowland Songs|Driftglass|
The Ninth Bell|Marrowbone|Hollow Crown Road|Starlit Ferry|The Tidecaller|Ash and Amber|Northern Static|
The Lamplighter's Daughter|Brass Monkeys|Kindling|The Orchard Keeper's Map|Cloudline`)

// Boats and magazines are named from stems2; these are the books of the
// static controls.
var bookTitles2 = lines(`A Field Guide to Weather|The Lighthouse Year|Notes from the Estuary|The Salt Roads|
A History of Small Bridges|The Clockmaker's Apprentice|Winter on the Fells|The Cartographer's Wife|
Tides and Tables|The Book of Lost Harbours|Letters from Vellmoor|The Iron Orchard`)

// Abbreviated titles and their expansions (format variants).
var titleAbbrevs2 = [][2]string{
	{"CFO", "chief financial officer"}, {"CTO", "chief technology officer"}, {"COO", "chief operating officer"},
	{"CMO", "chief marketing officer"}, {"GM", "general manager"}, {"HR director", "human resources director"},
	{"VP of Sales", "vice president of sales"}, {"CIO", "chief information officer"},
}

// Spelled-out small numbers.
var numberWords2 = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
	"twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five", "twenty-six", "twenty-seven",
	"twenty-eight", "twenty-nine", "thirty"}

var ordinalWords2 = []string{"zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
	"ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
	"eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth",
	"twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth"}
