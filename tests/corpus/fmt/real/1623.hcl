locals {
	shared_hcl = "value"
}
