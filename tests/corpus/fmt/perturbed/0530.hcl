dependencies    {
 paths    = [
 "../module-a",
 ]
}
