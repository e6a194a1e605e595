// Pictures as other features see them: imports store them, exports and the data download read them.

export { checkImage, exportImages, imageIdsIn, imagesById, storeImage } from './service';
