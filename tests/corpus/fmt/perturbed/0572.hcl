terraform    {
 source= "gitlab.com/example/baz"
}
  
