locals  {
    env="default"
}
