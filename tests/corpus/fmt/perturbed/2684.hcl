resource	aws    {
}
