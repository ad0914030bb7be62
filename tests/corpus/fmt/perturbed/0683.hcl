inputs=    {
	path_to_root = get_path_to_repo_root()  
    path_to_modules    = "${get_path_to_repo_root()}/modules"

}
