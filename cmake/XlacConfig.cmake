# find_package(Xlac CONFIG) support: `xlac cmake-dir` prints this folder, so
#   execute_process(COMMAND xlac cmake-dir OUTPUT_VARIABLE Xlac_DIR OUTPUT_STRIP_TRAILING_WHITESPACE)
#   find_package(Xlac CONFIG REQUIRED)
# gives xlac_add_model() (see Xlac.cmake).
include("${CMAKE_CURRENT_LIST_DIR}/Xlac.cmake")
set(Xlac_FOUND TRUE)
