terraform    {
	required_providers  {
      null=    {
 source    =  "hashicorp/null"
      version =    "3.2.4"
    }
  }
}
