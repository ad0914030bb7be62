exclude    {

      if    =  true

 actions =  ["all"]
	no_run =true
}

terraform {
  source  = "../base-module"
  }
