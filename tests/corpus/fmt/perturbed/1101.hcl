output  "name"  {
value=  "dep-output"
}
