terraform {
	source  = "github.com/gruntwork-io/terraform-module-in-root-for-terragrunt-test.git"
}
