output    "name"    {
      value    =  "foo"  
}
