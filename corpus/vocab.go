package corpus

import "strings"

// Vocabulary tables. Entities are composed from these lists (a person is a
// first name and a surname, a system is a project codename, an environment
// and a component, a device is a kind and a number), so the key space is in
// the tens of thousands and independently drawn seeds rarely share a key.
// The lists are plain English and were not tuned to any extractor.

func words(s string) []string { return strings.Fields(s) }

func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "|") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

var firstNames = words(`Dana Priya Tomás Aiko Mateo Ingrid Kwame Lena Rafael Sunita Björn Amara Yusuf Clara
Hiroshi Fatima Oskar Nadia Emeka Sofia Luca Mei Arjun Elif Jonas Zanele Pablo Hana Idris Freya Marek Leila
Ravi Chloe Diego Anouk Kofi Greta Samir Ines Tariq Maya Henrik Ayesha Emil Paulina Jamal Rosa Viktor Noor
Sebastián Wanjiru Felix Yara Anders Lucía Omar Siobhan Kenji Beatriz Matteo Astrid Chidi Julia Farid Elena
Tobias Aaliyah Nikolai Carmen Dev Maren Andrés Keiko Gabriel Halima Stefan Irene Kai Zofia Hamza Esther
Pedro Linnea Musa Valentina Rohan Agnes Joaquín Saoirse Adebayo Mira Lars Camila Yosef Ruth Bruno Amira
Teodor Grace Ibrahim Alma Nils Daniela Kemal Vera Ahmed Olga Miguel Anjali Fredrik Lucy Jin Paula Malik
Hedda Vikram Eva Thabo Renata Erik Nia Hugo Dalia Ansel Marisol Ken Ilse Bongani Celeste Rashid Tove
Xavier Abena Leon Soraya Casper Adaeze Moritz Yasmin Piet Rania Gustav Laila Arnav Maud Efua Quentin`)

var surnames = words(`Whitfield Okafor Raman Lindqvist Moreau Tanaka Mensah Kowalski Haddad Ferreira
Novak Ibarra Sato Adeyemi Brennan Castillo Nakamura Osei Petrov Rossi Schmidt Varga Yilmaz Zhou Alvarez
Bergstrom Chowdhury Dimitriou Eriksen Fontaine Gallagher Horvath Iyer Jansen Kariuki Larsen Mwangi Nieminen
Oduya Pereira Quigley Rahman Sandoval Tesfaye Ueda Vasquez Wojcik Xu Yamamoto Zapata Abara Bianchi Carvalho
Dubois Ekström Farouk Grünewald Halvorsen Ilunga Jovanović Kaminski Lefebvre Moyo Nyberg Ortega Pham
Quispe Rinaldi Szabo Toivonen Umarov Valdez Weiss Yamada Achebe Bauer Cohen Dlamini Esposito Fischer
Gonzaga Hoffmann Ishikawa Jaramillo Kruger Lund Marchetti Nwosu Olsen Park Rowe Santos Tran Urquhart
Vogel Wallace Aksoy Banerjee Costa Dahl Engel Fujita Grant Holm Iqbal Juarez Koch Lam Madsen Nair Obi
Pillai Quintero Reyes Strand Takahashi Uddin Virtanen Walsh Asante Brooks Cruz Doyle Eze Falk Greco
Hughes Ivanova Kang Lindgren Mendes Nilsen Ochoa Patel Rasmussen Sousa Thorne Vidal Wren Amadi Becker
Ciric Daly Evans Frey Gill Hale Ito Joshi Keller Lozano Murray Nunes`)

// Cities are residence values, single tokens first (the verbose notes need
// one-token values).
var citiesOneWord = words(`Oslo Lisbon Porto Bergen Tromsø Lyon Marseille Bordeaux Nantes Leipzig Dresden
Hamburg Munich Cologne Utrecht Rotterdam Antwerp Ghent Bruges Zurich Basel Geneva Vienna Graz Salzburg
Prague Brno Kraków Gdańsk Wrocław Budapest Ljubljana Zagreb Split Bologna Turin Naples Palermo Seville
Valencia Bilbao Granada Málaga Dublin Cork Galway Edinburgh Glasgow Leeds Bristol Manchester Cardiff
Reykjavik Helsinki Tampere Turku Uppsala Malmö Gothenburg Aarhus Copenhagen Tallinn Riga Vilnius Nairobi
Accra Lagos Kampala Kigali Dakar Casablanca Tunis Cairo Istanbul Izmir Ankara Tbilisi Yerevan Mumbai Pune
Bangalore Chennai Kolkata Dhaka Kathmandu Colombo Singapore Jakarta Manila Hanoi Bangkok Osaka Kyoto Nagoya
Sapporo Busan Seoul Taipei Melbourne Sydney Brisbane Perth Adelaide Auckland Wellington Christchurch
Vancouver Toronto Montreal Ottawa Calgary Halifax Boston Chicago Denver Portland Seattle Austin Atlanta
Lima Quito Bogotá Medellín Santiago Montevideo Valparaíso Recife Curitiba`)

var citiesMultiWord = lines(`Cape Town|Buenos Aires|Mexico City|San Diego|New Orleans|Kuala Lumpur|Ho Chi Minh City|
Hong Kong|Rio de Janeiro|São Paulo|Tel Aviv|Abu Dhabi|Salt Lake City|Quebec City|The Hague|Den Bosch|
Santa Fe|Las Palmas|San Sebastián|St. Gallen`)

// Districts for elaboration controls: city, then districts inside it.
var cityDistricts = [][]string{
	{"Berlin", "Kreuzberg", "Neukölln", "Prenzlauer Berg", "Moabit", "Friedrichshain"},
	{"London", "Hackney", "Brixton", "Camden", "Greenwich", "Islington"},
	{"Paris", "Belleville", "Montmartre", "the Marais", "Batignolles"},
	{"Madrid", "Lavapiés", "Malasaña", "Chamberí", "Salamanca"},
	{"Amsterdam", "De Pijp", "Jordaan", "Oost", "Noord"},
	{"Stockholm", "Södermalm", "Kungsholmen", "Vasastan", "Östermalm"},
	{"Rome", "Trastevere", "Monti", "Testaccio", "Prati"},
	{"Barcelona", "Gràcia", "Poblenou", "Sants", "El Born"},
	{"Tokyo", "Shimokitazawa", "Nakameguro", "Koenji", "Yanaka"},
	{"Istanbul", "Kadıköy", "Beşiktaş", "Cihangir", "Moda"},
	{"Mexico City", "Coyoacán", "Roma Norte", "Condesa", "San Rafael"},
	{"Montreal", "the Plateau", "Mile End", "Verdun", "Rosemont"},
	{"Brooklyn", "Park Slope", "Bushwick", "Red Hook", "Greenpoint"},
	{"Milan", "Navigli", "Isola", "Brera", "Porta Romana"},
}

var companyFirst = words(`Brightwater Halvorsen Northwind Ashgrove Bluefin Copperleaf Driftwood Ember
Fernhill Granite Harbourline Ironbark Juniper Kestrelworks Larkspur Meridian Nimbus Oakridge Pinecrest
Quarry Redfern Saltmarsh Tidewater Upland Vantage Westbrook Yarrow Zephyr Alder Birchwood Cinder
Dunmore Elmstead Foxglove Glenrock Heathfield Inkwell Jadeport Kingsmere Lowther Millbrook Norland
Orchard Palisade Riverbend Stonegate Thornbury Umber Valemont Wilder`)

var companySecond = words(`Labs Logistics Analytics Foods Marine Robotics Health Software Studio Partners
Biotech Freight Media Systems Architects Insurance Bank Press Textiles Ceramics Consulting Pharma Telecom
Brewing Optics Aerospace Outdoor Education Games Furniture`)

var jobTitles = lines(`nurse|teacher|paramedic|architect|electrician|accountant|software engineer|pharmacist|
carpenter|librarian|pilot|translator|physiotherapist|journalist|chef|data analyst|civil engineer|
veterinarian|midwife|plumber|lawyer|barista|graphic designer|social worker|firefighter|dental hygienist|
landscape gardener|bus driver|museum curator|sound engineer|tax adviser|product manager|lab technician|
radiographer|ship's engineer|urban planner|baker|surveyor|occupational therapist|court interpreter`)

// Elaborations of a job title: the longer value is a more specific version of
// the shorter one and both hold at once.
var jobElaborations = [][2]string{
	{"nurse", "pediatric nurse"}, {"teacher", "primary school teacher"}, {"engineer", "structural engineer"},
	{"chef", "pastry chef"}, {"lawyer", "employment lawyer"}, {"pilot", "cargo pilot"},
	{"journalist", "science journalist"}, {"architect", "landscape architect"}, {"translator", "literary translator"},
	{"veterinarian", "equine veterinarian"}, {"physiotherapist", "sports physiotherapist"}, {"designer", "type designer"},
}

var carModels = lines(`Volvo V60|Toyota Corolla|Skoda Octavia|Honda Civic|Kia Niro|Volkswagen Golf|Tesla Model 3|
Renault Clio|Ford Focus|Subaru Outback|Mazda CX-5|Fiat Panda|Nissan Leaf|Peugeot 208|Hyundai Kona|BMW i3|
Audi A4|Citroën C3|Dacia Duster|Volvo XC40|Toyota Prius|Seat Leon|Mini Cooper|Opel Astra|Kia Ceed|
Polestar 2|Ford Transit|Volkswagen ID.4|Škoda Fabia|Land Rover Defender`)

// Car elaborations: make → make and model.
var carElaborations = [][2]string{
	{"Volvo", "Volvo XC60"}, {"Toyota", "Toyota Yaris"}, {"Saab", "Saab 900"}, {"Subaru", "Subaru Forester"},
	{"Honda", "Honda Jazz"}, {"Fiat", "Fiat 500"}, {"Renault", "Renault Zoe"}, {"Peugeot", "Peugeot 2008"},
}

var colours = words(`green blue red yellow orange purple teal turquoise crimson navy maroon ochre lilac
coral indigo emerald violet scarlet mustard burgundy`)

var drSurnames = surnames

var projects = words(`Kestrel Atlas Bramble Cobalt Dunlin Ember Falcon Garnet Heron Ibex Jasper Kiwi Lumen
Marlin Nectar Osprey Pelican Quill Raven Sable Tern Umbra Vesper Wren Yucca Zinnia Anvil Beacon Cedar
Delta Egret Fennel Gannet Hollow Indigo Juno Kelp Lotus Magpie Nova Onyx Puffin Quasar Rook Sparrow Thistle
Uplift Vireo Willow Xenon Yarrow Zircon Acorn Badger Condor Dormouse Eider Finch Gecko Hazel Iris Jackdaw
Kodiak Lynx Mistral Narwhal Otter Plover Quokka Robin Sorrel Tamarin Urchin Vole Walrus Yak Zebu Alpaca
Bison Caracal Drake Emu Ferret Gull Hornet Impala Jay Koala Lemur Mole Newt Ocelot Panda Quetzal Ray Skua
Toucan Vicuna Wombat`)

var envs = words(`staging production QA dev demo sandbox`)

// Components and the software (value) each can run. Versions within one
// product are mutually exclusive values ("Postgres 14" vs "Postgres 15").
type component struct {
	name   string
	values []string
}

var components = []component{
	{"database", lines(`Postgres 12|Postgres 13|Postgres 14|Postgres 15|Postgres 16|MySQL 5.7|MySQL 8.0|MariaDB 10.6|MariaDB 10.11`)},
	{"cache", lines(`Redis 6.2|Redis 7.0|Redis 7.2|Memcached 1.6|Valkey 7.2|Valkey 8.0`)},
	{"search cluster", lines(`Elasticsearch 7.17|Elasticsearch 8.11|Elasticsearch 8.13|OpenSearch 2.11|OpenSearch 2.13`)},
	{"message broker", lines(`RabbitMQ 3.11|RabbitMQ 3.12|RabbitMQ 3.13|Kafka 3.5|Kafka 3.6|Kafka 3.7`)},
	{"API service", lines(`Node 18|Node 20|Node 22|Python 3.10|Python 3.11|Python 3.12|Java 17|Java 21`)},
	{"build image", lines(`Ubuntu 20.04|Ubuntu 22.04|Ubuntu 24.04|Debian 11|Debian 12|Alpine 3.18|Alpine 3.19`)},
}

var deviceKinds = words(`relay pump edge-gw core-sw backup-nas build-runner db-replica cam ap ups sensor-hub
printer ingest-worker vpn-gw cache-node mail-relay lb kiosk`)

var towns = words(`Harlow Brackley Dunmore Eastleigh Fernhurst Galston Hexham Ilkley Kelso Ledbury Malton
Norwich Oakham Penrith Ripon Settle Tetbury Ulverston Wetherby Yeovil Alnwick Bakewell Cromer Dorking
Ely Frome Glossop Helmsley Keswick Ludlow Morpeth Nairn Oban Peebles Ross Selby Thirsk Wells Alston Brora
Bodmin Clitheroe Dunbar Elgin Forfar Girvan Hawick Irvine Kirkwall Lanark Moffat Newry Omagh Portree Rye
Stornoway Truro Wick Arklow Bantry Carlow Dingle Ennis Galway Kinsale Listowel Macroom Nenagh Tralee
Westport Youghal Almere Assen Borne Delft Emmen Gouda Haren Hoorn Kampen Leek Meppel Oss Putten Sneek Tiel
Venlo Zwolle Arvika Borås Eksjö Falun Gävle Hjo Kalmar Lund Mora Nora Piteå Sala Tranås Umeå Visby Ystad
Alta Bodø Egersund Florø Hamar Kirkenes Lillehammer Molde Narvik Røros Skien Tønsberg Vadsø`)

var teamMascots = words(`Kestrels Otters Harriers Foxes Comets Rovers Wolves Herons Falcons Badgers Stags
Mariners Pilots Rangers Swifts Lynx Bears Ospreys Cobras Thunder`)

var orchestraKinds = lines(`Chamber Orchestra|Youth Orchestra|Philharmonic|Brass Band|Choral Society|String Quartet`)

var clubKinds = lines(`Rowing Club|Chess Club|Cycling Club|Allotment Society|Film Society|Hiking Club|Sailing Club|
Photography Club|Book Club|Running Club`)

var schoolKinds = lines(`Primary School|Academy|High School|Grammar School|Community College`)

var venueKinds = lines(`Theatre|Arena|Playhouse|Concert Hall|Corn Exchange|Civic Hall|Music Hall`)

var gymKinds = lines(`Climbing Centre|Leisure Centre|Boxing Gym|Yoga Studio|Swimming Club|Fitness Hub`)

var meetingKinds = lines(`standup|weekly sync|sprint review|planning meeting|retro|design review`)

var languages = words(`French German Spanish Italian Portuguese Dutch Swedish Norwegian Polish Turkish
Arabic Hindi Japanese Korean Mandarin Swahili Greek Finnish Russian Hungarian Czech Tagalog Yoruba Catalan`)

var instruments = lines(`piano|cello|violin|viola|trumpet|clarinet|oboe|double bass|flute|trombone|
harp|accordion|banjo|drums|saxophone|ukulele`)

var allergens = lines(`penicillin|peanuts|shellfish|latex|pollen|cats|dust mites|sesame|wasp stings|ibuprofen|
tree nuts|eggs`)

var pets = lines(`cat|dog|rabbit|parrot|tortoise|goldfish|hamster|ferret|guinea pig|gecko`)

var tools = lines(`Jira|Slack|GitHub|Notion|Figma|Miro|Confluence|Linear|Zoom|Sentry|Grafana|Terraform|
Docker|Kubernetes|Postman|Trello`)

var frameKinds = lines(`brood frame|honey frame|foundation frame|drone frame|pollen frame`)

var features = lines(`dark-mode|new-checkout|beta-search|instant-refunds|smart-replies|bulk-export|
offline-sync|guest-checkout|two-step-login|weekly-digest|price-alerts|live-chat|saved-carts|
audit-log|sso-login|auto-archive`)

var streets = words(`Mill Station Church Bridge Harbour Castle Market Orchard Kings Queens Chapel Park
Victoria Albion Brook Garden Quay Abbey Canal Granary`)

var shopKinds = lines(`bakery|pharmacy|bike shop|bookshop|hardware store|deli|laundrette|florist|
post office|butcher|fishmonger|tea room`)

var weekdays = words(`Monday Tuesday Wednesday Thursday Friday`)

var months = words(`January February March April May June July August September October November December`)

var items = lines(`oat milk|coffee filters|bin bags|AA batteries|printer paper|dishwasher tablets|
light bulbs|sticky notes|a birthday card|rice|olive oil|lemons|bread flour|dog food|tea lights|
sunscreen|a phone charger|masking tape|seed potatoes|watercolour paper`)

var books = lines(`The Left Hand of Darkness|Middlemarch|A Gentleman in Moscow|The Overstory|
Pachinko|Piranesi|The Remains of the Day|Braiding Sweetgrass|The Dispossessed|Station Eleven|
The Signature of All Things|Klara and the Sun|The Dutch House|Hamnet|The Glass Hotel|
Things Fall Apart|The Master and Margarita|Never Let Me Go`)

var dishes = lines(`dumplings|ramen|sourdough|pho|paella|fish tacos|shakshuka|biryani|pierogi|
laksa|falafel|cardamom buns|mole|tagine|okonomiyaki|jollof rice`)

var topics = lines(`grid batteries|soil carbon|open-source firmware|wildfire modelling|heat pumps|
typography|river restoration|urban beekeeping|sign language interpreting|community solar|
coral reef surveys|tidal energy|microscopy|archival film`)

var professionals = []struct{ name, plural string }{
	{"dentist", "dentists"}, {"family doctor", "family doctors"}, {"vet", "vets"},
	{"dermatologist", "dermatologists"}, {"orthodontist", "orthodontists"}, {"optometrist", "optometrists"},
	{"physiotherapist", "physiotherapists"}, {"GP", "GPs"},
}

var officeKinds = lines(`office|depot|warehouse|studio|branch|lab`)
