req    ="x"
blk  {
}
