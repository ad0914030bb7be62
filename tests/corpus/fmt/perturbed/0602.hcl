inputs={
 account_alias = get_aws_account_alias( )
}
