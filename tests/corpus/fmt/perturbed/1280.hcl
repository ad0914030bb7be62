inputs=    {
 ver=    values.ver
}