include    {
path    =    "parent.hcl"
}
