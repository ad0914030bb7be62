inputs    = {
 name= "World"
}

terraform    {
    source= "../custom-lock-file-module"
}
