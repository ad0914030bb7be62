output    "output"    {
 value  =    "message"
}
