unit  "unit1"{
source  =    "../unit"
    path =    "unit1"
  no_dot_terragrunt_stack  =true
}

unit "unit2" {

 source    =  "../unit"
  path =  "unit2"
    no_dot_terragrunt_stack  =true
}


