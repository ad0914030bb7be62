locals{
foo ="hello world"
 }
