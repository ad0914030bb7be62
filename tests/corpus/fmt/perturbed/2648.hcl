item  {
id=1
}
