variable  "name"    {
    type  = string
}
