exclude    {
    if  =    true
 actions  =    ["plan"]
}
