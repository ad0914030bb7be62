terraform    {
source    ="."
}

