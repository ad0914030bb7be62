variable"parent_value"  {
    type=    string  
}

output"result"    {
      value =  var.parent_value
}
