
unit "api" {
	source = "../../units/api" # incorrect source path
	path = "api"
}
