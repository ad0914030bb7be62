provider"aws"  {
  region  =local.region
}

data    "aws_availability_zones" "available"  {}

locals{
 name    =    "ex-${basename(path.cwd)}"
      region  =    "eu-west-1"

      vpc_cidr    = "10.0.0.0/16"
azs= slice(data.aws_availability_zones.available.names,0,3)

tags ={
 Example= local.name
	GithubRepo =    "terraform-aws-vpc"
    GithubOrg  =    "terraform-aws-modules"
      }
}
  
################################################################################
# VPC Module
################################################################################

module"vpc"  {
	source="../.."

name    =    local.name
 cidr =  local.vpc_cidr

 azs  =  local.azs
  private_subnets =  [for k,v in  local.azs    : cidrsubnet(local.vpc_cidr,8 , k)]
      public_subnets  =[for  k,    v  in   local.azs    :cidrsubnet( local.vpc_cidr,8,  k    +4)]
 database_subnets=    [for k, v   in  local.azs:cidrsubnet(local.vpc_cidr,8 ,k    + 8)]

 enable_nat_gateway  =  true

  create_database_subnet_route_table =    true
    create_database_internet_gateway_route= true

 enable_ipv6  =  true
      public_subnet_assign_ipv6_address_on_creation  = true

public_subnet_ipv6_prefixes=  [0,    1,2]
  private_subnet_ipv6_prefixes=  [3,    4,5  ]
database_subnet_ipv6_prefixes    =[6 ,    7,  8]

	tags    =  local.tags
}
