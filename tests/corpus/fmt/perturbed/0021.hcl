provider"aws"    {
	region =local.region
 }

locals {
 name    = "ex-${basename(path.cwd)}"
 region  =  "eu-west-1"

    tags=    {
  Example  = local.name
	GithubRepo  =    "terraform-aws-vpc"  
	GithubOrg = "terraform-aws-modules"
 }
}

################################################################################
# VPC Module
################################################################################

	module"vpc"    {
  source    =    "../../"
  
      create_vpc=false

    manage_default_vpc =    true
      default_vpc_name=    "default"
      default_vpc_enable_dns_hostnames  =    true

  tags    = local.tags
}
