unit  "u01"{
	source  = "../units/app"
      path    ="u01"
	}

unit  "u02"    {
  source =    "../units/app"
  path =  "u02"
}

unit "u03"    {
 source    ="../units/app"
 path ="u03"
}

	unit  "u04"  {  
 source    ="../units/app"
    path=    "u04"
}

unit    "u05"  {
  source =  "../units/app"
path ="u05"
}

unit"u06"  {
 source  =  "../units/app"
      path =  "u06"
}

unit    "u07"{
 source    =    "../units/app"
path="u07"
}

unit  "u08"    {
source =  "../units/app"
path  = "u08"
}


unit"u09"  {
source    =    "../units/app"
	path  ="u09"
}

unit"u10"  {
    source=  "../units/app"
	path    =    "u10"
 }

unit"u11"    {
    source  = "../units/app"
 path= "u11"
}

unit    "u12"  {
    source="../units/app"
	path =    "u12"
}
