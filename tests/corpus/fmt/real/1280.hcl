terraform {
	source = "../../modules/test"
}
