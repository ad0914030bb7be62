inputs  ={
    name    = "World"
}

terraform{
    source    =    "../hello-world"
 }
