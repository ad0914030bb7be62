unit "member"{
    source  = "./app"
	path  =    "member"

values    =  {
    role=  "member"
  }
}
