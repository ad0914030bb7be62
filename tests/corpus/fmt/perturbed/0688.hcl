locals  {
 tier= "base"
}
