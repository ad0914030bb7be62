inputs={
  string =  "string"
    number =  42
	bool  =  true
 list_string  =["a",    "b",    "c"]
 list_number  =    [  1,  2, 3  ]
 list_bool  = [true, false]


  map_string =  {
	foo = "bar"
    }  

    map_number= {
foo=    42
	bar  =  12345
  }


	map_bool  ={
  foo=    true
  bar    = false
 baz    =true
  }

object=    {
str="string"
    num    = 42
list  = [1,  2,  3  ]

 map=    {
 foo= "bar"
  }
    }

      from_env  =    get_env("FROM_ENV", "default")

    undefined_var =  "this var does not exist in module"
}
