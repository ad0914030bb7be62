variable"resource_count"    {
type    =number
}
