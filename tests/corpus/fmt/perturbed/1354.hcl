unit"unit1"{
	source    = "../units"
    path    =    "unit1"
      no_validation    =  true
}

unit    "stack1"{

      source    ="../stacks"
	path=    "stack1"
 no_validation  =true
}

