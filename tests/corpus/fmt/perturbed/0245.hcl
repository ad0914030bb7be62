catalog{
}
