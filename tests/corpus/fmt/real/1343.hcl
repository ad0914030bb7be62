unit "v1-unit1" {
	source = "../unit"
	path   = "unit1"
}

unit "v1-unit2" {
	source = "../unit"
	path   = "unit2"
}

unit "v1-unit3" {
	source = "../unit"
	path   = "unit3"
}

