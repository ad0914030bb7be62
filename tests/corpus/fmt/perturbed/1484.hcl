output "origin"    {
 value  =    "extra"
 }
