string_var= "string"
number_var  = 42
bool_var    = true
list_var    =  ["hello",    "world"]