terraform {
	source = "../../modules/foo"
}
