terraform {
    backend"local" {}
}

output    "x"  {

 value    =14
}
