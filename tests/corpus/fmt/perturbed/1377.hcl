unit    "vpc"  {
 source    =  "../../../units/vpc"
 path  =  "vpc"
}

unit  "subnets" {
  source    =    "../../../units/subnets"
      path    =  "subnets"
}
