locals    {
organization_unit    =    "test"
}
