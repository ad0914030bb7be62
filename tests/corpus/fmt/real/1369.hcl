
unit "filtered_app1" {
	source = "../units/app1"
	path   = "project1/app1"
}

unit "filtered_app2" {
	source = "../units/app2"
	path   = "project1/app2"
}

unit "project2_app1" {
	source = "../units/app1"
	path   = "project2/app1"
}

unit "project2_app2" {
	source = "../units/app2"
	path   = "project2/app2"
}


