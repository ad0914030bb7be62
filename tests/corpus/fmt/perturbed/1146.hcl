output  "baz"    {
    value  ="baz"
 }
